import SwiftUI
import TipKit

struct BookView: View {
    let title: String
    private let bookmarkTip = BookmarkTip()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title)
                .font(.largeTitle)
            TipView(bookmarkTip)
            Text("Chapter 1")
        }
        .padding()
    }
}
