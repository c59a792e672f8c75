import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// View-model state beyond a `Bool` (AppState.swift, ComputedValues.swift,
/// OptionalPresence.swift, PagedViews.swift, ViewHelpers.swift): an enum
/// step or page, the computed properties over it, an optional held as
/// whether it has a value, a pager's swipes and a root branch's object made
/// afresh. Each app's verdicts are worked out by hand, with the length of
/// each witness, so that a reading that adds or drops a move fails.
@Suite("The app's own state beyond Bool: enum steps, pages, optionals", .enabled(if: SwiftFrontend.isAvailable))
struct AppStateValuesTests {
  typealias V = ApproximatedSwiftTests

  /// A pushed wizard whose view model holds `step` (an `Int` enum) and an
  /// optional `choice`. The view switches over the step through helpers;
  /// Next advances with `Step(rawValue: step.rawValue + 1)` only once a
  /// choice is made (`canContinue`, computed over the optional); Skip, under
  /// `if !model.step.isFinal` (a `switch self` property), jumps to the end.
  static func wizard(extra: String = "") -> String {
    """
    import SwiftUI
    import TipKit
    struct PickTip: Tip { var title: Text { Text("Pick one") } }
    struct ConfirmTip: Tip { var title: Text { Text("Confirm") } }
    enum Step: Int {
        case pick, review, confirm
        var isFinal: Bool {
            switch self {
            case .confirm: true
            default: false
            }
        }
    }
    @MainActor final class WizardModel: ObservableObject {
        @Published private(set) var step: Step = .pick
        @Published private(set) var choice: String?
        var canContinue: Bool { choice != nil }
        func choose(_ name: String) { choice = name }
        func next() {
            guard canContinue, let following = Step(rawValue: step.rawValue + 1) else { return }
            step = following
        }
        func skipToEnd() { step = .confirm }
    }
    @main struct WizardApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { NavigationStack { Home() } } }
    }
    struct Home: View {
        var body: some View { NavigationLink("Start") { Wizard() } }
    }
    struct Wizard: View {
        @StateObject private var model = WizardModel()
        var body: some View {
            VStack {
                switch model.step {
                case .pick: pickSection
                case .review: Text("Looks good?")
                case .confirm: confirmSection
                }
                if !model.step.isFinal {
                    Button("Skip") { model.skipToEnd() }
                    Button("Next") { model.next() }
                }
                \(extra)
            }
        }
        private var pickSection: some View {
            VStack {
                TipView(PickTip())
                Button("Tomato") { model.choose("Tomato") }
            }
        }
        private var confirmSection: some View {
            TipView(ConfirmTip())
        }
    }
    """
  }

  @Test("A wizard's enum step, its computed properties and an optional choice are read exactly")
  func wizardStep() throws {
    // By hand: Start opens the wizard at .pick with PickTip (1 step). Skip
    // jumps to .confirm: ConfirmTip (2 steps). Next without a choice does
    // nothing; Tomato, Next, Next reaches .confirm too (longer). The two
    // tips are in different cases of one switch: never together. Back and
    // Start make the model afresh, at .pick: both tips can always come.
    let (result, verdicts) = try V.verdicts(Self.wizard(), lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable PickTip": "holds 1", "reachable ConfirmTip": "holds 2", "no-deadlock": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.wizard()).lines
    #expect(lines.contains("transient param step: Step = .pick"))
    #expect(lines.contains("transient param choice: Bool = false"), "\(lines)")
    #expect(lines.contains("inline \"ConfirmTip\" shows ConfirmTip if (WizardModel.step == .confirm)"), "\(lines)")
    // Next: only with a choice, one step on, by case.
    let next = try #require(lines.firstIndex { $0.hasPrefix("button \"Next\"") })
    #expect(lines[next + 1] == "if WizardModel.choice && WizardModel.step == .pick {", "\(lines[next...])")
    #expect(lines[next + 2] == "set WizardModel.step = .review")
    #expect(!result.diagnostics.contains { $0.id == "swift.view-condition" || $0.id == "swift.condition-both-branches" })
  }

  @Test("Without Skip, the confirm step is three taps after a choice, and Next alone never leaves the first step")
  func wizardNeedsAChoice() throws {
    // By hand: Start, Tomato, Next (.review), Next (.confirm): 4 steps.
    let app = Self.wizard().replacingOccurrences(of: "Button(\"Skip\") { model.skipToEnd() }", with: "")
    let (_, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable ConfirmTip"] == "holds 4")
  }

  @Test("An .onAppear under a step's case runs when a move on the screen turns to that step")
  func appearanceOnStepChange() throws {
    // By hand: Start, Tomato, Next: the review step comes on screen and its
    // onAppear donates; Back: Home shows ReviewedTip (4 steps). The wizard
    // never opens at .review, so only the step change runs it.
    let app = Self.wizard()
      .replacingOccurrences(
        of: "case .review: Text(\"Looks good?\")",
        with: "case .review: Text(\"Looks good?\").onAppear { ReviewedTip.reviewed.sendDonation() }")
      .replacingOccurrences(
        of: "var body: some View { NavigationLink(\"Start\") { Wizard() } }",
        with: "var body: some View { VStack { TipView(ReviewedTip()); NavigationLink(\"Start\") { Wizard() } } }")
      + """

      struct ReviewedTip: Tip {
          static let reviewed = Tips.Event(id: "reviewed")
          var title: Text { Text("Reviewed") }
          var rules: [Rule] { #Rule(Self.reviewed) { $0.donations.count >= 1 } }
      }
      """
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable ReviewedTip"] == "holds 4", "\(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { $0.id == "swift.appearance-condition" })
    // It runs once per arrival, with a view embedded after it too: two donations
    // take two trips (Start, Tomato, Next, Back, twice: 8 steps).
    let embedded = app.replacingOccurrences(of: "$0.donations.count >= 1", with: "$0.donations.count >= 2")
      .replacingOccurrences(of: "Button(\"Next\") { model.next() }", with: "Button(\"Next\") { model.next() }; Footer()")
      + "\nstruct Footer: View { var body: some View { Text(\"Footer\") } }\n"
    #expect(embedded.contains("Footer()") && embedded.contains(">= 2"))
    let (_, again) = try V.verdicts(embedded, lengths: true)
    #expect(again["reachable ReviewedTip"] == "holds 8", "\(again)")
  }

  @Test("A view model a pushed leaf makes in its init (_model = State(initialValue:)) lives with the screen: its flag is read")
  func modelMadeInInit() throws {
    let app = """
      import SwiftUI
      import TipKit
      import Observation
      struct SaveTip: Tip { var title: Text { Text("Save it") } }
      struct SavedTip: Tip { var title: Text { Text("Saved") } }
      @Observable final class DetailModel {
          let name: String
          private(set) var isSaved = false
          init(name: String) { self.name = name }
          func save() { isSaved = true }
      }
      @main struct NotesApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { NavigationStack { Home() } } }
      }
      struct Home: View {
          var body: some View { NavigationLink("Open") { Detail(name: "Groceries") } }
      }
      struct Detail: View {
          @State private var model: DetailModel
          init(name: String) { _model = State(initialValue: DetailModel(name: name)) }
          var body: some View {
              VStack {
                  if model.isSaved {
                      TipView(SavedTip())
                  } else {
                      TipView(SaveTip())
                      Button("Save") { model.save() }
                  }
              }
          }
      }
      """
    // By hand: Open shows SaveTip (1 step); Save shows SavedTip instead (2
    // steps): never both. Back and Open make the model afresh, unsaved.
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(
      verdicts == ["single-tip": "holds -1", "reachable SaveTip": "holds 1", "reachable SavedTip": "holds 2", "no-deadlock": "holds -1"],
      "\(result.diagnostics.map(\.message))")
    #expect(SwiftLoweringTests.extract(app).lines.contains("transient param isSaved: Bool = false"))
  }

  @Test("A step some control binds ($model.step) is written where TipCheck does not look: not a model variable")
  func boundStepIsNotRead() throws {
    let app = Self.wizard(extra: "Picker(\"Step\", selection: $model.step) { Text(\"Pick\").tag(Step.pick) }")
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(!lines.contains("transient param step: Step = .pick"))
    let (result, verdicts) = try V.verdicts(app)
    #expect(verdicts["reachable ConfirmTip"] == "unknown", "\(result.diagnostics.map(\.message))")
  }

  /// A root view that shows a pager until `@AppStorage("seen")` is set, and
  /// a home screen that can replay it. The pager's selection is a view
  /// model's enum page; Next reads `if let next = page.next` (a computed
  /// optional over `Int` raw values) and the buttons sit under `if
  /// model.isLast` (computed over `page.next == nil`).
  static let pager = """
    import SwiftUI
    import TipKit
    struct ListTip: Tip { var title: Text { Text("Your list") } }
    struct PrivacyTip: Tip { var title: Text { Text("Private") } }
    enum Page: Int { case welcome, privacy, done
        var next: Page? { Page(rawValue: rawValue + 1) }
    }
    @MainActor final class PagerModel: ObservableObject {
        @Published var page: Page = .welcome
        @AppStorage("seen") private var seen = false
        var isLast: Bool { page.next == nil }
        func advance() {
            if let next = page.next { page = next } else { seen = true }
        }
    }
    @main struct PagerApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Root() } }
    }
    struct Root: View {
        @AppStorage("seen") private var seen = false
        var body: some View {
            if seen { Home() } else { Pager() }
        }
    }
    struct Home: View {
        @AppStorage("seen") private var seen = false
        var body: some View {
            VStack {
                TipView(ListTip())
                Button("Replay Intro") { seen = false }
            }
        }
    }
    struct Pager: View {
        @StateObject private var model = PagerModel()
        var body: some View {
            VStack {
                TabView(selection: $model.page) {
                    Text("Hello").tag(Page.welcome)
                    TipView(PrivacyTip()).tag(Page.privacy)
                    Text("Go").tag(Page.done)
                }
                .tabViewStyle(.page)
                if model.isLast {
                    Button("Start") { model.advance() }
                } else {
                    Button("Next") { model.advance() }
                }
            }
        }
    }
    """

  @Test("A pager over a view model's page: each page under its tag, swipes as moves, and the model afresh with its branch")
  func pagerOverAnEnum() throws {
    // By hand: PrivacyTip is the second page's: Next or a swipe (1 step).
    // ListTip is on Home: Next, Next, Start (3 steps; swipes are as many).
    // The two are in the two branches of the root's `if`: never together.
    // Replay Intro shows the pager again, made afresh at .welcome.
    let (result, verdicts) = try V.verdicts(Self.pager, lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable ListTip": "holds 3", "reachable PrivacyTip": "holds 1", "no-deadlock": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.pager).lines
    #expect(lines.contains("inline \"PrivacyTip\" shows PrivacyTip if !TipCheckStorage.seen && PagerModel.page == .privacy"))
    #expect(
      lines.contains(
        "swipe next \"the pages\" if !TipCheckStorage.seen && (PagerModel.page == .welcome || PagerModel.page == .privacy) {"),
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix("swipe previous \"the pages\" if") })
    #expect(lines.contains("button \"Start\" if !TipCheckStorage.seen && PagerModel.page == .done {"), "\(lines)")
    // Start sets the flag the root branches on; the pager's model is gone, back at its literal.
    let start = try #require(lines.firstIndex(of: "button \"Start\" if !TipCheckStorage.seen && PagerModel.page == .done {"))
    let reset = try #require(lines[start...].firstIndex(of: "if TipCheckStorage.seen {"))
    #expect(lines[reset + 1] == "set PagerModel.page = .welcome")
  }

  @Test("The pager's swipes are told as swipes, and a UI test swipes")
  func pagerSwipeIsTold() throws {
    // By hand: the shortest way to PrivacyTip is one step, Next or a swipe;
    // without Next it is the swipe.
    let app = Self.pager.replacingOccurrences(of: "Button(\"Next\") { model.advance() }", with: "Text(\"Swipe\")")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable PrivacyTip"] == "holds 1")
    #expect(try ControlLabelTests.run(app).uiTests.contains("app.swipeLeft()"))
    let story = try ControlLabelTests.witness(result, "reachable PrivacyTip")
    #expect(story == ["Launch the app", "Swipe the pages to the next page"], "\(story)")
  }

  /// A feed whose `@Observable` model holds a load state with associated
  /// values; the view switches over it (`case .loaded(let items)`), and Clear
  /// tests it with `if case .loaded = state`.
  static let feed = """
    import SwiftUI
    import TipKit
    import Observation
    struct IdleTip: Tip { var title: Text { Text("Load it") } }
    struct FeedTip: Tip { var title: Text { Text("Your feed") } }
    enum LoadState { case idle, loading, loaded([String]), failed(String) }
    @MainActor @Observable final class FeedModel {
        private(set) var state: LoadState = .idle
        func load() { state = .loaded(["Hello"]) }
        func clear() {
            if case .loaded = state { state = .idle }
        }
    }
    @main struct FeedApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Feed() } }
    }
    struct Feed: View {
        @State private var model = FeedModel()
        var body: some View {
            switch model.state {
            case .idle:
                TipView(IdleTip())
                Button("Load") { model.load() }
            case .loading:
                ProgressView()
            case .loaded(let items):
                TipView(FeedTip())
                Text("\\(items.count) items")
                Button("Clear") { model.clear() }
            case .failed(let message):
                Text(message)
            }
        }
    }
    """

  @Test("A load state with associated values is held as its case: the view's switch and `if case` are read exactly")
  func loadStateWithValues() throws {
    // By hand: IdleTip at launch (0 steps); Load shows the loaded case with
    // FeedTip (1 step); the two are in different cases, never together;
    // Clear goes back to idle, so neither can be stuck.
    let (result, verdicts) = try V.verdicts(Self.feed, lengths: true)
    #expect(
      verdicts == ["single-tip": "holds -1", "reachable IdleTip": "holds 0", "reachable FeedTip": "holds 1", "no-deadlock": "holds -1"],
      "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.feed).lines
    #expect(lines.contains("transient param state: LoadState = .idle"))
    #expect(lines.contains("inline \"FeedTip\" shows FeedTip if (FeedModel.state == .loaded)"), "\(lines)")
    let clear = try #require(lines.firstIndex { $0.hasPrefix("button \"Clear\"") })
    #expect(Array(lines[clear + 1...clear + 2]) == ["if FeedModel.state == .loaded {", "set FeedModel.state = .idle"])
  }
}
