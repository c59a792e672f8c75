import SwiftUI
import TipKit

struct LibraryView: View {
    @StateObject private var model = LibraryModel()

    var body: some View {
        List {
            TipView(model.queueTip)
            Section("\(model.unreadCount) unread") {
                ForEach(model.articles) { article in
                    NavigationLink(value: article) {
                        ArticleRow(article: article,
                                   isFinished: model.isFinished(article),
                                   isQueued: model.isQueued(article))
                    }
                }
            }
        }
        .navigationTitle("Margins")
        .navigationDestination(for: Article.self) { article in
            ArticleView(article: article, library: model)
        }
        .task {
            await model.observeQueueTip()
        }
    }
}

struct ArticleRow: View {
    let article: Article
    let isFinished: Bool
    let isQueued: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.headline)
                    .foregroundStyle(isFinished ? .secondary : .primary)
                Text("\(article.source) · \(article.minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isQueued {
                Image(systemName: "bookmark.fill")
                    .foregroundStyle(.orange)
            }
        }
    }
}
