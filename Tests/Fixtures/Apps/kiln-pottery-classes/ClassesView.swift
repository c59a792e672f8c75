import SwiftUI
import TipKit

struct StudioTabView: View {
    var body: some View {
        TabView {
            ClassesView()
                .tabItem { Label("Classes", systemImage: "calendar") }
            BookingsView()
                .tabItem { Label("My Bookings", systemImage: "ticket") }
        }
    }
}

struct ClassesView: View {
    @Environment(StudioSession.self) private var session
    @State private var viewModel = ClassesViewModel()

    private let findClassTip = FindClassTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(findClassTip)
                ForEach(viewModel.classes) { potteryClass in
                    ClassRow(
                        potteryClass: potteryClass,
                        isBooked: session.bookings.contains(potteryClass),
                        isReserving: viewModel.reservingClassID == potteryClass.id
                    ) {
                        viewModel.book(potteryClass, for: session)
                    }
                }
            }
            .navigationTitle(session.greeting)
            .refreshable { await viewModel.refresh() }
            .alert("Booking", isPresented: errorIsPresented) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(viewModel.errorMessage ?? "")
            }
        }
    }

    private var errorIsPresented: Binding<Bool> {
        Binding(
            get: { viewModel.errorMessage != nil },
            set: { if !$0 { viewModel.errorMessage = nil } }
        )
    }
}

private struct ClassRow: View {
    let potteryClass: PotteryClass
    let isBooked: Bool
    let isReserving: Bool
    let onBook: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(potteryClass.title)
                    .font(.headline)
                Text("\(potteryClass.startsAt.formatted(date: .abbreviated, time: .shortened)) · \(potteryClass.instructor)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isReserving {
                ProgressView()
            } else {
                Button(isBooked ? "Booked" : "Book", action: onBook)
                    .buttonStyle(.borderedProminent)
                    .disabled(isBooked)
            }
        }
    }
}
