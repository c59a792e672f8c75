import SwiftUI
import TipKit

struct BeanListView: View {
    @StateObject private var model = BeanListModel()
    private let filterTip = FavoritesFilterTip()

    var body: some View {
        List {
            if let message = model.lastError {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(.orange)
            }
            ForEach(model.visibleBeans) { bean in
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(bean.name).font(.headline)
                        Text("\(bean.origin) · roasted \(bean.roastedOn, style: .relative) ago")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        model.toggleFavorite(bean)
                    } label: {
                        Image(systemName: model.isFavorite(bean) ? "star.fill" : "star")
                    }
                    .buttonStyle(.borderless)
                }
            }
        }
        .navigationTitle("Roaster")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Picker("Sort", selection: $model.sortOrder) {
                    ForEach(BeanSortOrder.allCases) { order in
                        Text(order.rawValue.capitalized).tag(order)
                    }
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    model.toggleFavoritesOnly()
                    filterTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: model.showsFavoritesOnly ? "star.circle.fill" : "line.3.horizontal.decrease.circle")
                }
                .popoverTip(filterTip)
            }
        }
        .task { await model.refresh() }
        .refreshable { await model.refresh() }
    }
}
