import Foundation
import OSLog
import TipKit

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var source: String
    var minutes: Int
    var text: String

    static let samples: [Article] = [
        Article(id: 1, title: "The Quiet Economics of Lighthouses", source: "Harbour Review", minutes: 12,
                text: "For two centuries the lighthouse was the economist's favourite example of a public good."),
        Article(id: 2, title: "Why Sourdough Starters Outlive Their Bakers", source: "Crumb", minutes: 7,
                text: "A starter is less a recipe than a small, hungry ecosystem that someone has to feed."),
        Article(id: 3, title: "Mapping the Night Trains of Europe", source: "Slow Travel Weekly", minutes: 15,
                text: "The couchette is back, and with it a way of arriving that feels like waking up elsewhere.")
    ]
}

@MainActor
final class LibraryModel: ObservableObject {
    @Published private(set) var articles: [Article] = Article.samples
    @Published private(set) var finished: Set<Article.ID> = []
    @Published private(set) var queue: [Article.ID] = []

    let queueTip = ReadingQueueTip()
    private let logger = Logger(subsystem: "com.example.margins", category: "onboarding")

    var unreadCount: Int {
        articles.count - finished.count
    }

    func isFinished(_ article: Article) -> Bool {
        finished.contains(article.id)
    }

    func isQueued(_ article: Article) -> Bool {
        queue.contains(article.id)
    }

    func markFinished(_ article: Article) {
        finished.insert(article.id)
        ReadingQueueTip.finishedAnArticle = true
    }

    func toggleQueued(_ article: Article) {
        // Finding the bookmark at all is what the queue tip is for.
        queueTip.invalidate(reason: .actionPerformed)
        if let index = queue.firstIndex(of: article.id) {
            queue.remove(at: index)
        } else {
            queue.append(article.id)
        }
    }

    /// Onboarding analytics: when does the queue hint actually appear? Logs only.
    func observeQueueTip() async {
        for await shouldDisplay in queueTip.shouldDisplayUpdates {
            logger.info("queue tip visible: \(shouldDisplay)")
        }
    }
}
