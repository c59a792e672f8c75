import SwiftUI
import TipKit

struct SearchView: View {
    @ObservedObject var model: NotesViewModel

    private let tagTip = TagSearchTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(tagTip)
                ForEach(model.searchResults) { note in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(note.title)
                        Text(note.tags.map { "#\($0)" }.joined(separator: " "))
                            .font(.caption)
                            .foregroundStyle(.tint)
                    }
                }
            }
            .searchable(text: $model.searchText, prompt: "Search or #tag")
            .navigationTitle("Search")
        }
    }
}
