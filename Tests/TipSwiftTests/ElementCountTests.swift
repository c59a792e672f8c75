import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// A list the app keeps, held by the model as how many elements it has
/// (ElementCounts.swift): the rows of a `ForEach` over it are there while it
/// has one, `isEmpty` is read, and each way the code adds or removes
/// elements is a step of the count. Verdicts and witness lengths are worked
/// out by hand, so a count read too high, too low or too loosely fails.
@Suite("A list's rows: there while the list has one", .enabled(if: SwiftFrontend.isAvailable))
struct ElementCountTests {
  typealias V = ApproximatedSwiftTests

  /// A shelf of two sample books, a row button that sets RowTip's rule, a
  /// swipe that deletes the row's book, EmptyTip when no book is left.
  static func shelf(
    books: String = "Book.samples", delete: String = "books.removeAll { $0.id == book.id }", more: String = "",
    rowDelete: String = "model.delete(book)", toolbar: String = ""
  ) -> String {
    """
    import SwiftUI
    import TipKit
    struct RowTip: Tip {
        @Parameter static var tappedRow = false
        var title: Text { Text("Tap a book") }
        var rules: [Rule] { #Rule(Self.$tappedRow) { $0 } }
    }
    struct EmptyTip: Tip { var title: Text { Text("Add a book") } }
    struct Book: Identifiable {
        let id = UUID()
        var title: String
        var isRead = false
        static let samples: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
    }
    final class ShelfModel: ObservableObject {
        @Published private(set) var books: [Book] = \(books)
        func delete(_ book: Book) { \(delete) }
        func markRead(_ book: Book) {
            if let index = books.firstIndex(where: { $0.id == book.id }) { books[index].isRead = true }
        }
        \(more)
    }
    @main struct ShelfApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { ShelfView() } }
    }
    struct ShelfView: View {
        @StateObject private var model = ShelfModel()
        var body: some View {
            List {
                if model.books.isEmpty { TipView(EmptyTip()) }
                ForEach(model.books) { book in
                    Button("Open") { RowTip.tappedRow = true; model.markRead(book) }
                        .swipeActions { Button("Delete") { \(rowDelete) } }
                }
                TipView(RowTip())
                \(toolbar)
            }
        }
    }
    """
  }

  @Test("Two sample books deleted by their rows: the count is exact, and both tips show together after three steps")
  func deletedByRows() throws {
    // By hand: books 2, and only a row's Delete lowers it, by one. RowTip:
    // tap a row (1 step). EmptyTip: Delete, Delete (2 steps). Both at once:
    // Open, Delete, Delete (3). No deadlock: a relaunch makes the model
    // afresh with its two samples, so a row is always one relaunch away.
    let (result, verdicts) = try V.verdicts(Self.shelf(), lengths: true)
    #expect(
      verdicts == [
        "single-tip": "violated 3", "reachable RowTip": "holds 1", "reachable EmptyTip": "holds 2", "no-deadlock": "holds -1",
        "range ShelfModel.books": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.shelf()).lines
    #expect(lines.contains("transient param books: Int(0...2) = 2"), "\(lines)")
    #expect(lines.contains("inline \"EmptyTip\" shows EmptyTip if ShelfModel.books == 0"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("button \"Open\" if ShelfModel.books >= 1") }, "\(lines)")
    // Changing a book (`books[index].isRead = true`) keeps the count, unsaid.
    #expect(!result.diagnostics.contains { ["swift.row-assumed", "swift.count-approximated", "swift.statement-not-read"].contains($0.id) })
  }

  @Test("A parameter given the row's id (delete(book.id)) removes exactly that row")
  func deletedByRowID() throws {
    let app = Self.shelf(delete: "books.removeAll { $0.id == id }", rowDelete: "model.delete(book.id)")
      .replacingOccurrences(of: "func delete(_ book: Book)", with: "func delete(_ id: Book.ID)")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable EmptyTip"] == "holds 2", "\(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { $0.id == "swift.count-approximated" })
  }

  @Test("A removal of an element that may not be in the list is one fewer or as many, and a witness through it is unknown")
  func removalNotFromARow() throws {
    // "Remove Dune" removes the first element whose title is "Dune": once
    // it is gone, tapping again removes nothing. TipCheck cannot tell, so
    // EmptyTip's witness (which must remove) rests on the approximation,
    // while RowTip's one tap does not.
    let app = Self.shelf(
      more: "func removeDune() { books.removeAll { $0.title == \"Dune\" } }", rowDelete: "",
      toolbar: "Button(\"Remove Dune\") { model.removeDune() }")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable RowTip"] == "holds 1", "\(result.diagnostics.map(\.message))")
    #expect(verdicts["reachable EmptyTip"]?.hasPrefix("unknown") == true, "\(verdicts)")
    let empty = try #require(VerdictSoundnessTests.property(result, "reachable EmptyTip"))
    #expect(empty.explanation.first?.contains("approximated") == true, "\(empty.explanation)")
    #expect(result.diagnostics.contains { $0.id == "swift.count-approximated" })
  }

  @Test("A list that starts empty and grows: counted up to 'one or more', and a row is one Add away")
  func growingList() throws {
    // By hand: books 0 at launch, EmptyTip shows (0 steps); Add makes a
    // row, Open shows RowTip (2 steps). Nothing removes: 1 stands for "one
    // or more", exact for every read (`isEmpty`, a row).
    let app = Self.shelf(
      books: "[]", delete: "", more: "func add() { books.append(Book(title: \"New\")) }", rowDelete: "",
      toolbar: "Button(\"Add\") { model.add() }")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable EmptyTip"] == "holds 0", "\(result.diagnostics.map(\.message))")
    #expect(verdicts["reachable RowTip"] == "holds 2", "\(verdicts)")
    // Add, Open, then a relaunch: the model is made afresh with no book, so
    // EmptyTip shows again while RowTip's parameter, persisted, keeps it on.
    #expect(verdicts["single-tip"] == "violated 3", "\(verdicts)")
    #expect(SwiftLoweringTests.extract(app).lines.contains("transient param books: Int(0...1) = 0"))
    #expect(!result.diagnostics.contains { ["swift.row-assumed", "swift.count-approximated"].contains($0.id) })
  }

  @Test("Added to and deleted by rows: the top stands for more, and only runs that delete there are approximated")
  func growingAndShrinking() throws {
    // Top 2 (one above the largest constant): deleting at 2 may leave 2 or 1.
    // RowTip's witness (Add, Open) does not delete: decided.
    let app = Self.shelf(books: "[]", more: "func add() { books.append(Book(title: \"New\")) }", toolbar: "Button(\"Add\") { model.add() }")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable RowTip"] == "holds 2", "\(result.diagnostics.map(\.message))")
    #expect(SwiftLoweringTests.extract(app).lines.contains("transient param books: Int(0...2) = 0"))
    #expect(result.diagnostics.contains { $0.id == "swift.count-approximated" && $0.message.contains("2 or more") })
  }

  @Test("A list that starts with elements and only grows always has a row: no variable, no assumed row")
  func onlyGrows() throws {
    let app = Self.shelf(delete: "", more: "func add() { books.append(Book(title: \"New\")) }", rowDelete: "", toolbar: "Button(\"Add\") { model.add() }")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    // EmptyTip's `if` is never true; RowTip is one tap away.
    #expect(verdicts["reachable RowTip"] == "holds 1", "\(result.diagnostics.map(\.message))")
    #expect(!SwiftLoweringTests.extract(app).lines.contains { $0.contains("param books") })
    #expect(!result.diagnostics.contains { $0.id == "swift.row-assumed" })
  }

  @Test("A list given a value TipCheck cannot count keeps its rows assumed, as before")
  func uncountedWrite() throws {
    let app = Self.shelf(more: "func load(_ loaded: [Book]) { books = loaded }", toolbar: "Button(\"Reload\") { model.load([]) }")
    let (result, _) = try V.verdicts(app)
    #expect(!SwiftLoweringTests.extract(app).lines.contains { $0.contains("param books") })
    #expect(result.diagnostics.contains { $0.id == "swift.row-assumed" })
  }

  @Test("A list set by its store's initializer from a parameter's default, emptied by .onDelete swipes: counted from that default")
  func initializerDefaultAndOnDelete() throws {
    // By hand: `BookStore()` passes nothing, so two books; `.onDelete` on
    // the rows is a "Delete" while a row is there, and `remove(atOffsets:)`
    // with the swipe's offsets removes one. EmptyTip: Delete, Delete (2).
    let app = """
      import SwiftUI
      import TipKit
      struct EmptyTip: Tip { var title: Text { Text("Add a book") } }
      struct Book: Identifiable { let id = UUID(); var title: String }
      @Observable final class BookStore {
          private(set) var books: [Book]
          init(books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]) { self.books = books }
          func delete(at offsets: IndexSet) { books.remove(atOffsets: offsets) }
      }
      @main struct ShelfApp: App {
          @State private var store = BookStore()
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { ShelfView().environment(store) } }
      }
      struct ShelfView: View {
          @Environment(BookStore.self) private var store
          var body: some View {
              List {
                  if store.books.isEmpty { TipView(EmptyTip()) }
                  ForEach(store.books) { book in Text(book.title) }
                      .onDelete { offsets in store.delete(at: offsets) }
              }
          }
      }
      """
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable EmptyTip"] == "holds 2", "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(lines.contains("transient param books: Int(0...2) = 2"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("button \"Delete\" if BookStore.books >= 1") }, "\(lines)")
    #expect(!result.diagnostics.contains { ["swift.count-approximated", "swift.code-not-modelled"].contains($0.id) })
    // Passing another list to the one creation starts the count there.
    let passed = app.replacingOccurrences(of: "BookStore()", with: "BookStore(books: [])")
    #expect(try V.verdicts(passed, lengths: true).1["reachable EmptyTip"] == "holds 0")
  }
}
