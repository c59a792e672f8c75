import SwiftUI

struct RootView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var showSplash = true

    var body: some View {
        Group {
            if showSplash {
                SplashView {
                    withAnimation(.easeOut) { showSplash = false }
                }
            } else if !hasOnboarded {
                WelcomeView {
                    hasOnboarded = true
                }
            } else {
                MainTabView()
            }
        }
    }
}

struct SplashView: View {
    let onFinished: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "text.book.closed")
                .font(.system(size: 72))
            Text("Marginalia")
                .font(.largeTitle.bold())
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                onFinished()
            }
        }
    }
}

struct WelcomeView: View {
    let onContinue: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Spacer()
            Text("Notes that follow you")
                .font(.largeTitle.bold())
            Label("Synced across your devices", systemImage: "icloud")
            Label("Pin what matters", systemImage: "pin")
            Label("Find anything by #tag", systemImage: "number")
            Spacer()
            Button(action: onContinue) {
                Text("Get Started")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

struct MainTabView: View {
    @StateObject private var notes = NotesViewModel()

    var body: some View {
        TabView {
            NotesListView(model: notes)
                .tabItem { Label("Notes", systemImage: "note.text") }
            SearchView(model: notes)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
