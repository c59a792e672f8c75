import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// Whether a SwiftUI list has a row to tap (RowCounts.swift): a row's
/// controls are read as there only when the list's data always has an
/// element; otherwise a run that takes a row rests on that assumption
/// (`swift.row-assumed`), as UIKit's table rows do.
@Suite("SwiftUI list rows: there, or assumed", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftUIRowsTests {
  /// A list whose rows open a detail screen with the only tip. `data` is
  /// what the `ForEach` iterates; `members` are added to the store.
  static func app(data: String, members: String = "", view: String = "") -> String {
    """
    import SwiftUI
    import TipKit
    struct DetailTip: Tip { var title: Text { Text("Details") } }
    @main struct ListApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { NavigationStack { Shelf() } } }
    }
    @MainActor final class BookStore: ObservableObject {
        static let starter = ["Dune", "Emma"]
        @Published var books: [String] = BookStore.starter
        \(members)
    }
    struct Shelf: View {
        @StateObject private var store = BookStore()
        @State private var pinned: [String] = ["Middlemarch"]
        \(view)
        var body: some View {
            List {
                ForEach(\(data), id: \\.self) { book in
                    NavigationLink(book) { Detail() }
                }
            }
        }
    }
    struct Detail: View { var body: some View { TipView(DetailTip()) } }
    """
  }

  @Test(
    "Rows of data that always has an element, or whose count is read, are there; a filter or an uncounted removal may leave none",
    arguments: [
      ("store.books", "", "", true),
      ("pinned", "", "", true),
      ("[\"Dune\"]", "", "", true),
      ("0..<3", "", "", true),
      ("store.sortedBooks", "var sortedBooks: [String] { books.sorted() }", "", true),
      // A removal TipCheck counts (ElementCounts.swift): the rows are there while the count is
      // at least 1, two at launch; one it does not count leaves them assumed.
      ("store.books", "func clear() { books.removeAll() }", "", true),
      ("store.books", "func dropFirst() { books.remove(at: 0) }", "", false),
      ("store.shortBooks", "var shortBooks: [String] { books.filter { $0.count < 5 } }", "", false),
      ("pinned", "", "func unpin() { pinned = [] }", false),
      ("0..<0", "", "", false),
    ] as [(String, String, String, Bool)])
  func rows(data: String, members: String, view: String, exact: Bool) throws {
    // By hand: a row's link opens Detail with the tip (1 step) when a row is there; the
    // model's run is the same one step when the row is only assumed.
    let app = Self.app(data: data, members: members, view: view)
    let (result, verdicts) = try ApproximatedSwiftTests.verdicts(app, lengths: true)
    #expect(verdicts["reachable DetailTip"] == (exact ? "holds 1" : "unknown 1"), "\(data) \(members) \(view)")
    #expect(result.diagnostics.contains { $0.id == "swift.row-assumed" } == !exact)
  }
}
