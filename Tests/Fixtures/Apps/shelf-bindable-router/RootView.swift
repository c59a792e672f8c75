import SwiftUI
import TipKit

struct RootView: View {
    let model: AppModel
    private let shelfTip = ShelfTip()

    var body: some View {
        @Bindable var router = model.router
        NavigationStack(path: $router.path) {
            List {
                TipView(shelfTip)
                ForEach(model.books, id: \.self) { book in
                    Button(book) {
                        model.markOpened(book)
                        router.open(.book(book))
                    }
                }
                Button("Settings") {
                    router.open(.settings)
                }
            }
            .navigationTitle("Shelf")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .book(let title):
                    BookView(title: title)
                case .settings:
                    SettingsView()
                }
            }
        }
    }
}
