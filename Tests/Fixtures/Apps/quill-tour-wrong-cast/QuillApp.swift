import SwiftUI
import TipKit

@main
struct QuillApp: App {
    @State private var editor = EditorModel()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(editor)
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            DraftView()
        }
    }
}
