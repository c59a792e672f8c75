import Foundation
import TipKit

@MainActor
final class BeanListModel: ObservableObject {
    @Published private(set) var beans: [Bean] = Bean.samples
    @Published private(set) var favorites: Set<Bean.ID> = []
    @Published private(set) var lastError: String?
    @Published var sortOrder: BeanSortOrder = .newest
    @Published var showsFavoritesOnly = false

    private let service = BeanService()

    var visibleBeans: [Bean] {
        let base = showsFavoritesOnly ? beans.filter { favorites.contains($0.id) } : beans
        return sortBeans(base, by: sortOrder)
    }

    func isFavorite(_ bean: Bean) -> Bool {
        favorites.contains(bean.id)
    }

    func refresh() async {
        do {
            let fetched = try await service.fetchBeans()
            for bean in fetched where !beans.contains(where: { $0.id == bean.id }) {
                beans.append(bean)
            }
            lastError = nil
        } catch {
            lastError = "Couldn't reach the roastery. Showing saved beans."
        }
    }

    func toggleFavorite(_ bean: Bean) {
        favorites.formSymmetricDifference([bean.id])
        FavoritesFilterTip.hasStarredBean = true
    }

    func toggleFavoritesOnly() {
        showsFavoritesOnly.toggle()
    }
}
