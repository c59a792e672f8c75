import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String

    static let shelf: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Middlemarch", author: "George Eliot"),
        Book(id: 3, title: "Piranesi", author: "Susanna Clarke")
    ]
}

enum Route: Hashable {
    case book(Book)
    case stats

    @ViewBuilder
    var destination: some View {
        switch self {
        case .book(let book):
            BookDetailView(book: book)
        case .stats:
            ReadingStatsView()
        }
    }
}

final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
