import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// An `Int` of the app's own state (IntegerState.swift): an onboarding
/// pager's page index, a quiz's question index, read with the range its
/// guarded writes keep it in. Verdicts and witness lengths are worked out
/// by hand, so that a bound read too wide or too narrow fails.
@Suite("The app's own Int state: a page index with the range its writes keep", .enabled(if: SwiftFrontend.isAvailable))
struct IntegerStateTests {
  typealias V = ApproximatedSwiftTests

  /// A three-page onboarding pager: the first tip on page 0, the last on
  /// page 2 (`pages.count - 1` of a `static let` of three), Back and Next
  /// guarded by the bounds.
  static func pager(next: String = "if currentPage < pages.count - 1 { withAnimation { currentPage += 1 } }") -> String {
    """
    import SwiftUI
    import TipKit
    struct SwipeTip: Tip { var title: Text { Text("Swipe") } }
    struct StartTip: Tip { var title: Text { Text("Start") } }
    struct OnboardingPage {
        let title: String
        static let pages: [OnboardingPage] = [
            OnboardingPage(title: "Plan"), OnboardingPage(title: "Track"), OnboardingPage(title: "Share"),
        ]
    }
    @main struct PagerApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Onboarding() } }
    }
    struct Onboarding: View {
        @State private var currentPage = 0
        @State private var finished = false
        private let pages = OnboardingPage.pages
        var body: some View {
            VStack {
                Text(pages[currentPage].title)
                if currentPage == 0 { TipView(SwipeTip()) }
                if currentPage == pages.count - 1 { TipView(StartTip()) }
                Button("Back") { if currentPage > 0 { currentPage -= 1 } }
                Button("Next") { \(next) }
            }
        }
    }
    """
  }

  @Test("A page index under guarded Next and Back: its range is the pages', and the last page is two taps away")
  func pagerIndex() throws {
    // By hand: pages 0...2. SwipeTip at launch (0 steps); Next, Next: page 2
    // shows StartTip (2 steps). The tips are on different pages: never
    // together. Back and Next always lead back to either page: no deadlock.
    let (result, verdicts) = try V.verdicts(Self.pager(), lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable SwipeTip": "holds 0", "reachable StartTip": "holds 2", "no-deadlock": "holds -1",
        "range Onboarding_state.currentPage": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.pager()).lines
    #expect(lines.contains("transient param currentPage: Int(0...2) = 0"), "\(lines)")
    #expect(lines.contains("inline \"StartTip\" shows StartTip if Onboarding_state.currentPage == 3 - 1"), "\(lines)")
    #expect(!result.diagnostics.contains { $0.id == "swift.view-condition" || $0.id == "swift.condition-both-branches" })
  }

  @Test("A button titled by a condition TipCheck reads says the title the user sees at each step")
  func titleByCondition() throws {
    // By hand: Next twice reaches the last page, where the same button says Done.
    let app = Self.pager(next: "if currentPage < pages.count - 1 { currentPage += 1 } else { finished = true }")
      .replacingOccurrences(of: "Button(\"Next\")", with: "Button(currentPage == pages.count - 1 ? \"Done\" : \"Next\")")
    let result = VerdictSoundnessTests.verify(app)
    let witness = try #require(VerdictSoundnessTests.property(result, "reachable StartTip")?.trace, "\(result.diagnostics.map(\.message))")
    #expect(witness.steps.map(\.action).filter { $0.contains("Next") }.count == 2, "\(witness.steps.map(\.action))")
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(lines.contains { $0.hasPrefix("button \"Done\" if ") } && lines.contains { $0.hasPrefix("button \"Next\" if ") }, "\(lines)")
    #expect(!lines.contains { $0.contains("\"Button\"") })
  }

  @Test("An off-by-one bound (count - 2) stops at the middle page: the last page's tip can never appear")
  func offByOneBound() throws {
    // By hand: Next stops at page 1; page 2 is never shown.
    let app = Self.pager(next: "if currentPage < pages.count - 2 { currentPage += 1 }")
    let (_, verdicts) = try V.verdicts(app)
    #expect(verdicts["reachable StartTip"] == "violated")
    #expect(SwiftLoweringTests.extract(app).lines.contains("transient param currentPage: Int(0...1) = 0"))
  }

  @Test("Next in the else of 'is last', or under '!= last', or as min(page + 1, last): the same range and witness")
  func otherBoundedForms() throws {
    for next in [
      "if currentPage == pages.count - 1 { finished = true } else { currentPage += 1 }",
      "if currentPage != pages.count - 1 { currentPage += 1 }",
      "guard currentPage + 1 < pages.count else { return }; currentPage += 1",
      "currentPage = min(currentPage + 1, pages.count - 1)",
    ] {
      let app = Self.pager(next: next)
      let (result, verdicts) = try V.verdicts(app, lengths: true)
      #expect(verdicts["reachable StartTip"] == "holds 2", "\(next): \(result.diagnostics.map(\.message))")
      #expect(SwiftLoweringTests.extract(app).lines.contains("transient param currentPage: Int(0...2) = 0"), "\(next)")
    }
  }

  @Test("An unguarded increment, or a guard an await separates from it, bounds nothing: the index is not read")
  func unboundedIsNotRead() throws {
    for next in [
      "currentPage += 1",
      "Task { if currentPage < pages.count - 1 { await Task.yield(); currentPage += 1 } }",
      "currentPage = pages.firstIndex { $0.title == \"Share\" } ?? 0",
    ] {
      let app = Self.pager(next: next)
      #expect(!SwiftLoweringTests.extract(app).lines.contains { $0.contains("param currentPage") }, "\(next)")
      let (_, verdicts) = try V.verdicts(app)
      #expect(verdicts["reachable StartTip"] == "unknown", "\(next)")
    }
  }

  /// A pager over the index: three pages a `ForEach` over `pages.indices`
  /// makes, or three tagged `0`, `1`, `2`; Get Started with its popover on
  /// the last page, Next in the `else` (its action runs only there).
  static func swipedPager(pages: String, extra: String = "") -> String {
    """
    import SwiftUI
    import TipKit
    struct StartTip: Tip { var title: Text { Text("Start") } }
    struct OnboardingPage {
        let title: String
        static let all: [OnboardingPage] = [OnboardingPage(title: "Plan"), OnboardingPage(title: "Track"), OnboardingPage(title: "Share")]
    }
    struct PageView: View {
        let page: OnboardingPage
        var body: some View { Text(page.title) }
    }
    @main struct PagerApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Onboarding() } }
    }
    struct Onboarding: View {
        @State private var currentPage = 0
        private let pages = OnboardingPage.all
        var body: some View {
            VStack {
                TabView(selection: $currentPage) {
                    \(pages)
                }
                .tabViewStyle(.page)
                if currentPage == pages.count - 1 {
                    Button("Get Started") { }
                        .popoverTip(StartTip())
                } else {
                    Button("Next") { withAnimation { currentPage += 1 } }
                }
            }
        }
    }
    \(extra)
    """
  }

  @Test("A pager over the index: a swipe turns one page, Next in the else of 'is last' is bounded; the last page is two moves away")
  func swipedPagers() throws {
    // By hand, pages made by a ForEach: pages 0...2; swipe next or Next
    // twice: page 2 with StartTip's popover (2 steps). The popover blocks
    // the swipes until it is dismissed; then it is displayed: no deadlock.
    let forEach = Self.swipedPager(pages: "ForEach(pages.indices, id: \\.self) { index in PageView(page: pages[index]).tag(index) }")
    let (result, verdicts) = try V.verdicts(forEach, lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable StartTip": "holds 2", "no-deadlock": "holds -1",
        "range Onboarding_state.currentPage": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(forEach).lines
    #expect(lines.contains("transient param currentPage: Int(0...2) = 0"), "\(lines)")
    #expect(lines.contains("swipe next \"the pages\" if Onboarding_state.currentPage == 0 || Onboarding_state.currentPage == 1 {"), "\(lines)")
    #expect(!result.diagnostics.contains { $0.id == "swift.flag-binding" }, "\(result.diagnostics.map(\.message))")
    // Tagged pages: DoneTip inline on the third, StartTip's popover beside
    // the pager on the third too: two moves show both at once.
    let tagged = Self.swipedPager(
      pages: "PageView(page: pages[0]).tag(0)\nPageView(page: pages[1]).tag(1)\nLastPage().tag(2)",
      extra: """
        struct DoneTip: Tip { var title: Text { Text("Done") } }
        struct LastPage: View {
            var body: some View { VStack { Text("Ready"); TipView(DoneTip()) } }
        }
        """)
    let (_, taggedVerdicts) = try V.verdicts(tagged, lengths: true)
    #expect(
      taggedVerdicts == [
        "single-tip": "violated 2", "reachable StartTip": "holds 2", "reachable DoneTip": "holds 2", "no-deadlock": "holds -1",
        "range Onboarding_state.currentPage": "holds -1",
      ], "\(taggedVerdicts)")
  }

  /// A wizard whose view model looks its step up by index in a constant
  /// list of cases (IndexedCases.swift): Next is bounded by `guard
  /// !isLastStep` (a computed property), the view switches over
  /// `currentStep`, and a tip's Int follows the index.
  static let wizard = """
    import SwiftUI
    import TipKit
    struct BudgetTip: Tip { var title: Text { Text("Budget") } }
    struct DoneTip: Tip {
        @Parameter static var completed: Int = 0
        var title: Text { Text("Done") }
        var rules: [Rule] { #Rule(Self.$completed) { $0 >= 3 } }
    }
    enum SetupStep: CaseIterable { case identity, link, budget, alerts }
    @MainActor final class WizardModel: ObservableObject {
        let steps: [SetupStep] = SetupStep.allCases
        @Published private(set) var step = 0
        var currentStep: SetupStep { steps[step] }
        var isLastStep: Bool { step == steps.count - 1 }
        func advance() {
            guard !isLastStep else { return }
            step += 1
            DoneTip.completed = step
        }
        func back() { if step > 0 { step -= 1 } }
    }
    @main struct SetupApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Wizard() } }
    }
    struct Wizard: View {
        @StateObject private var model = WizardModel()
        var body: some View {
            VStack {
                switch model.currentStep {
                case .budget: TipView(BudgetTip())
                default: Text("…")
                }
                TipView(DoneTip())
                Button("Back") { model.back() }
                Button("Next") { model.advance() }
            }
        }
    }
    """

  @Test("A step looked up by index in allCases: a switch over it and a comparison hold at its indices; a tip's Int follows the index")
  func wizardByIndex() throws {
    // By hand: steps 0...3 (identity, link, budget, alerts). Next, Next:
    // budget shows BudgetTip (2 steps). Next three times: completed = 3 at
    // alerts, DoneTip shows (3 steps). Back: budget again, with BudgetTip,
    // and completed stays 3 (a parameter persists): both at once (4 steps).
    // Back and Next always lead to either tip: no deadlock.
    let (result, verdicts) = try V.verdicts(Self.wizard, lengths: true)
    #expect(
      verdicts == [
        "single-tip": "violated 4", "reachable BudgetTip": "holds 2", "reachable DoneTip": "holds 3", "no-deadlock": "holds -1",
        "range WizardModel.step": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.wizard).lines
    #expect(lines.contains("transient param step: Int(0...3) = 0"), "\(lines)")
    #expect(lines.contains("inline \"BudgetTip\" shows BudgetTip if (WizardModel.step == 2)"), "\(lines)")
    #expect(!result.diagnostics.contains { $0.id == "swift.view-condition" || $0.id == "swift.value-not-read" })
  }

  /// A root that shows a pager until `@AppStorage("seen")` is set; the
  /// pager's own `@State` index, a Skip under `if currentPage < last` that
  /// calls a method of the view, and a home screen (in a view the root's
  /// `else` embeds) that replays the pager.
  static let replayedPager = """
    import SwiftUI
    import TipKit
    struct FirstPageTip: Tip { var title: Text { Text("Welcome") } }
    struct ReplayTip: Tip { var title: Text { Text("Replay") } }
    @main struct PagerApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Root() } }
    }
    struct Root: View {
        @AppStorage("seen") private var seen = false
        var body: some View {
            if seen { MainTabs() } else { Pager() }
        }
    }
    struct MainTabs: View {
        var body: some View { Home() }
    }
    struct Home: View {
        @AppStorage("seen") private var seen = false
        var body: some View {
            Button("Replay Intro") { seen = false }.popoverTip(ReplayTip())
        }
    }
    struct Pager: View {
        @AppStorage("seen") private var seen = false
        @State private var currentPage = 0
        private let pages = ["Plan", "Track", "Share"]
        var body: some View {
            VStack {
                if currentPage == 0 { TipView(FirstPageTip()) }
                if currentPage < pages.count - 1 {
                    Button("Skip") { finish() }
                    Button("Next") { currentPage += 1 }
                } else {
                    Button("Done") { finish() }
                }
            }
        }
        private func finish() { seen = true }
    }
    """

  @Test("A root branch's own @State index starts afresh each time the branch is shown; Skip's method is no view helper")
  func replayedPagerStartsAtTheFirstPage() throws {
    // By hand: FirstPageTip at launch (0 steps). Skip: Home with ReplayTip
    // (1 step). Replay Intro shows the pager again at page 0.
    let (result, verdicts) = try V.verdicts(Self.replayedPager, lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable FirstPageTip": "holds 0", "reachable ReplayTip": "holds 1", "no-deadlock": "holds -1",
        "range Pager_state.currentPage": "holds -1",
      ], "\(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { ["swift.state-not-lasting", "swift.view-condition"].contains($0.id ?? "") })
    let lines = SwiftLoweringTests.extract(Self.replayedPager).lines
    #expect(lines.contains("set Pager_state.currentPage = 0"), "\(lines)")
  }

  /// A quiz over a constant lesson of three: a view model's index, and a
  /// tip's `@Parameter` raised to `max(itself, answered)` after each answer.
  static func quiz(answered: String) -> String {
    """
    import SwiftUI
    import TipKit
    struct ReviewTip: Tip {
        @Parameter static var answered: Int = 0
        var title: Text { Text("Review") }
        var rules: [Rule] { #Rule(Self.$answered) { $0 >= 3 } }
    }
    @MainActor final class QuizModel: ObservableObject {
        let questions = ["uno", "dos", "tres"]
        @Published private(set) var index = 0
        @Published private(set) var isFinished = false
        func submit() {
            ReviewTip.answered = max(ReviewTip.answered, \(answered))
            if index + 1 < questions.count { index += 1 } else { isFinished = true }
        }
    }
    @main struct QuizApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Quiz() } }
    }
    struct Quiz: View {
        @StateObject private var model = QuizModel()
        var body: some View {
            VStack {
                TipView(ReviewTip())
                if !model.isFinished { Button("Check") { model.submit() } }
            }
        }
    }
    """
  }

  @Test("A tip's Int raised to max(itself, index + 1) reaches the rule after three answers; max(itself, index) never does")
  func quizProgress() throws {
    // By hand: Check three times: answered 1, 2, 3; the third shows ReviewTip
    // (3 steps). With the 0-based index, answered is at most 2.
    let (result, right) = try V.verdicts(Self.quiz(answered: "index + 1"), lengths: true)
    #expect(right["reachable ReviewTip"] == "holds 3", "\(result.diagnostics.map(\.message))")
    #expect(right["range QuizModel.index"] == "holds -1")
    let (_, wrong) = try V.verdicts(Self.quiz(answered: "index"))
    #expect(wrong["reachable ReviewTip"] == "violated")
    #expect(wrong["no-deadlock"] == "violated")
    // max(itself, itself + 1) has no bound: any value, as before, and no input error.
    let (grows, growing) = try V.verdicts(Self.quiz(answered: "ReviewTip.answered + 1"))
    #expect(growing["reachable ReviewTip"] == "unknown", "\(grows.diagnostics.map(\.message))")
    let lines = SwiftLoweringTests.extract(Self.quiz(answered: "index")).lines
    #expect(lines.contains("transient param index: Int(0...2) = 0"), "\(lines)")
    #expect(lines.contains("if ReviewTip.answered >= QuizModel.index {"), "\(lines)")
  }
}
