import SwiftUI
import TipKit

struct ArticleView: View {
    let article: Article
    @ObservedObject var library: LibraryModel
    private let highlightTip = HighlightTip()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title)
                    .font(.largeTitle.bold())
                Text("\(article.source) · \(article.minutes) min read")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                TipView(highlightTip)
                Text(article.text)
                    .lineSpacing(6)
                Button {
                    library.markFinished(article)
                } label: {
                    Label(library.isFinished(article) ? "Finished" : "Mark as finished",
                          systemImage: "checkmark.circle")
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                library.toggleQueued(article)
            } label: {
                Image(systemName: library.isQueued(article) ? "bookmark.fill" : "bookmark")
            }
        }
        .onAppear {
            Task { await HighlightTip.articleOpened.donate() }
        }
        .task {
            for await status in highlightTip.statusUpdates {
                print("highlight tip status:", status)
            }
        }
    }
}
