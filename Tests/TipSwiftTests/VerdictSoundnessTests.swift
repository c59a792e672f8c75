import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipSwift
import TipTestSupport

/// docs/swift-frontend.md, "Verdicts that rest on code TipCheck did not
/// model": a verdict is a confident error only when no code TipCheck did not
/// model can change it. Each test has a twin in a form TipCheck reads, whose
/// verdict is the device's, worked out by hand.
@Suite("Verdicts that rest on unread code are unknown", .enabled(if: SwiftFrontend.isAvailable))
struct VerdictSoundnessTests {
  static func verify(_ swift: String) -> SpecResult {
    Verifier().verify(swiftApp: "App", sources: [SourceFile(path: "App.swift", text: swift)])
  }

  static func verdicts(_ result: SpecResult) -> [String: Verdict] {
    guard let model = result.model else { return [:] }
    var verdicts: [String: Verdict] = [:]
    for property in result.properties { verdicts[property.title(in: model)] = property.verdict }
    return verdicts
  }

  static func property(_ result: SpecResult, _ title: String) -> PropertyResult? {
    guard let model = result.model else { return nil }
    return result.properties.first { $0.title(in: model) == title }
  }

  /// Tips A and B, each shown by its own parameter of `Flags` (`a`, `b`).
  static let flaggedTips = """
    struct Flags {
        @Parameter static var a = false
        @Parameter static var b = false
    }
    struct A: Tip {
        var title: Text { Text("a") }
        var rules: [Rule] { #Rule(Flags.$a) { $0 } }
    }
    struct B: Tip {
        var title: Text { Text("b") }
        var rules: [Rule] { #Rule(Flags.$b) { $0 } }
    }

    """

  /// A tip whose rule needs `Flags.saved`, set by `body` of a button.
  static func saveApp(_ action: String, extra: String = "") -> String {
    """
    struct Flags { @Parameter static var saved = false }
    struct SaveTip: Tip {
        var title: Text { Text("Saved") }
        var rules: [Rule] { #Rule(Flags.$saved) { $0 } }
    }
    \(extra)
    struct Home: View {
        var body: some View {
            VStack {
                TipView(SaveTip())
                Button("Save") { \(action) }
            }
        }
    }
    """
  }

  @Test("A statement TipCheck cannot read that names the rule's parameter: 'can never appear' becomes unknown, naming it")
  func ignoredStatement() throws {
    // Read: the tip appears after one tap (hand count: launch, tap Save).
    let read = Self.verify(Self.saveApp("Flags.saved = true"))
    #expect(Self.verdicts(read)["reachable SaveTip"] == .holds)
    // Not read: on a device `store.mark(&Flags.saved)` may well set it. It
    // is taken to set Flags.saved to anything (an approximation at its
    // place): the model's witness taps Save assuming it sets it to true.
    let unread = Self.verify(Self.saveApp("store.mark(&Flags.saved)"))
    let reachable = try #require(Self.property(unread, "reachable SaveTip"))
    #expect(reachable.verdict == .unknown)
    #expect(reachable.modelVerdict == .holds)
    #expect(reachable.restsOn.map { "\($0.range.start.line) \($0.id ?? "")" } == ["11 swift.statement-not-read"])
    #expect(
      reachable.explanation.first?.contains(
        "it holds in the model, but its witness takes steps TipCheck approximated: App.swift:11:") == true,
      "\(reachable.explanation)")
    #expect(reachable.explanation.first?.contains("(sets Flags.saved to true)") == true)
    // One tip: nothing the statement does can show two.
    #expect(Self.verdicts(unread)["single-tip"] == .holds)
    #expect(unread.status == .inconclusive)
  }

  @Test("Code that names nothing of the model cannot change a verdict: the violation stays, the warning is one line")
  func inertWarnings() throws {
    // Two types named `Row` that never touch TipKit, and a button that logs.
    let app = Self.saveApp(
      "print(\"tapped\")",
      extra: """
        enum Feed { struct Row { let id: Int } }
        enum Search { struct Row { let title: String } }
        """)
    let result = Self.verify(app)
    #expect(Self.verdicts(result)["reachable SaveTip"] == .violated)
    let inert = result.diagnostics.filter { $0.severity == .warning }
    #expect(inert.map(\.id) == ["swift.duplicate-type"])
    #expect(inert.allSatisfy { !$0.canChangeVerdicts })
    let run = VerificationRun(specs: [result])
    let quiet = TextReport().diagnostics(run)
    #expect(quiet == "App: note: 1 more warning cannot change any verdict (--verbose lists them)\n")
    #expect(TextReport(verbose: true).diagnostics(run).contains("warning: two types are named 'Row'"))
  }

  @Test("A button read with both branches of its condition: its violations are unknown unless a run avoids it")
  func bothBranches() throws {
    let tips = Self.flaggedTips
    // Only the button with the unreadable condition shows both tips at once:
    // on a device `isPro` may never be true, so single-tip is unknown.
    let only = Self.verify(
      tips + """
        struct Home: View {
            var isPro: Bool { Store.shared.hasPro }
            var body: some View {
                VStack {
                    TipView(A())
                    TipView(B())
                    Button("Upgrade") {
                        if isPro { Flags.a = true; Flags.b = true }
                    }
                }
            }
        }
        """)
    let single = try #require(Self.property(only, "single-tip"))
    #expect(single.verdict == .unknown)
    #expect(single.modelVerdict == .violated)
    #expect(single.restsOn.map(\.id) == ["swift.condition-both-branches"])
    // The model's run is kept, its step on the unread condition marked with what it assumed.
    #expect(single.trace?.steps.last?.note?.contains("`isPro` holds") == true, "\(String(describing: single.trace?.steps.last))")
    // The branch is over-approximated, so "never" stays true: nothing shows
    // B without the Upgrade button's `if isPro` branch... and A likewise.
    // A second, exact button makes the violation real: the counterexample
    // found without the Upgrade button is printed.
    let also = Self.verify(
      tips + """
        struct Home: View {
            var isPro: Bool { Store.shared.hasPro }
            var body: some View {
                VStack {
                    TipView(A())
                    TipView(B())
                    Button("Upgrade") {
                        if isPro { Flags.a = true; Flags.b = true }
                    }
                    Button("Both") { Flags.a = true; Flags.b = true }
                }
            }
        }
        """)
    let real = try #require(Self.property(also, "single-tip"))
    #expect(real.verdict == .violated)
    #expect(real.restsOn.isEmpty)
    #expect(real.trace?.steps.map(\.action) == ["Launch the app", "Tap “Both”"])
  }

  @Test("Over-approximation keeps 'can never appear': a tip no version of any button enables")
  func addsBehaviourKeepsNever() throws {
    let result = Self.verify(
      """
      struct Flags {
          @Parameter static var a = false
          @Parameter static var never = false
      }
      struct A: Tip {
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Flags.$never) { $0 } }
      }
      struct Home: View {
          var isPro: Bool { Store.shared.hasPro }
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Upgrade") { if isPro { Flags.a = true } else { Flags.a = false } }
              }
          }
      }
      """)
    let reachable = try #require(Self.property(result, "reachable A"))
    #expect(reachable.verdict == .violated)
    #expect(reachable.restsOn.isEmpty)
  }

  @Test("A stuck state a device run reaches stays stuck with more behaviour: no-deadlock violated is kept past a gap confined to other actions")
  func addsBehaviourKeepsStuck() throws {
    // By hand: A waits for `never`, which no code sets, so at launch A is
    // awaited and can never appear (0 steps). The `.disabled` Save is read as
    // always enabled, a gap confined to Save; the run to the stuck state
    // (the launch) does not take it, and more ways on that lead nowhere
    // prove none do. Before, the gap made this unknown.
    let app = """
      struct Flags {
          @Parameter static var saved = false
          @Parameter static var never = false
      }
      struct A: Tip {
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Flags.$never) { $0 } }
      }
      struct B: Tip {
          var title: Text { Text("b") }
          var rules: [Rule] { #Rule(Flags.$saved) { $0 } }
      }
      struct Home: View {
          @State private var name = ""
          var body: some View {
              VStack {
                  TipView(A())
                  TipView(B())
                  Button("Save") { Flags.saved = true }.disabled(name.isEmpty)
              }
          }
      }
      """
    let result = Self.verify(app)
    let deadlock = try #require(Self.property(result, "no-deadlock"))
    #expect(deadlock.verdict == .violated, "\(deadlock)")
    #expect(deadlock.trace?.steps.count == 1)
    // B's witness taps Save: it rests on the gap.
    #expect(try #require(Self.property(result, "reachable B")).verdict == .unknown)
  }

  @Test("A gap outside a property's cone of influence does not touch it (inline tips, no popover blocking)")
  func coneOfInfluence() throws {
    let result = Self.verify(
      Self.flaggedTips + """
      struct Home: View {
          var body: some View {
              VStack {
                  TipView(A())
                  TipView(B())
                  Button("Sync") { sync(&Flags.b) }
              }
          }
      }
      """)
    // Nothing sets Flags.a, and the unread call names only Flags.b.
    let a = try #require(Self.property(result, "reachable A"))
    #expect(a.verdict == .violated)
    let b = try #require(Self.property(result, "reachable B"))
    #expect(b.verdict == .unknown)
    #expect(b.restsOn.map(\.id) == ["swift.statement-not-read"])
  }

  @Test("A site under an unread 'if' is a gap only for runs that mount it: a witness on another screen stands")
  func siteGapConfinedToItsScreen() throws {
    // By hand: B's popover is on Detail under `if let item = store.first`,
    // which TipCheck reads as always true. A popover blocks the screen, so B
    // is in every tip's cone. A's witness taps "Enable" on Home (1 step) and
    // never opens Detail: it is a run of the device whatever `store.first`
    // is. B's witness opens Detail, where the device may have no item.
    let result = Self.verify(
      """
      struct Flags { @Parameter static var a = false }
      struct A: Tip {
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Flags.$a) { $0 } }
      }
      struct B: Tip { var title: Text { Text("b") } }
      final class Store { var items: [String] = []; var first: String? { items.first } }
      struct Home: View {
          var body: some View {
              NavigationStack {
                  VStack {
                      TipView(A())
                      Button("Enable") { Flags.a = true }
                      NavigationLink("Detail") { Detail() }
                  }
              }
          }
      }
      struct Detail: View {
          let store = Store()
          var body: some View {
              if let item = store.first {
                  Text(item).popoverTip(B())
              }
          }
      }
      """)
    let a = try #require(Self.property(result, "reachable A"))
    #expect(a.verdict == .holds, "\(a.explanation)")
    #expect(a.trace?.steps.map(\.action) == ["Launch the app", "Tap “Enable” on Home"])
    let b = try #require(Self.property(result, "reachable B"))
    #expect(b.verdict == .unknown)
    #expect(b.modelVerdict == .holds)
    #expect(b.restsOn.map(\.id) == ["swift.view-condition"], "\(b.restsOn)")
  }

  @Test("An unknown leads with the warning its own run passes through, not the first in file order")
  func leadsWithTheRun() throws {
    // By hand: Goal's witness taps "Go" (1 step), a button under an unread
    // `.disabled`; the testing call in Banner (earlier in the file) may do
    // anything, so it is named too, but second.
    let result = Self.verify(
      """
      struct Flags { @Parameter static var a = false }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$a) { $0 } }
      }
      struct Banner: View {
          var body: some View { Text("Hi").onAppear { Tips.showAllTipsForTesting() } }
      }
      struct Home: View {
          var busy: Bool { Store.shared.busy }
          var body: some View {
              VStack {
                  Banner()
                  TipView(Goal())
                  Button("Go") { Flags.a = true }.disabled(busy)
              }
          }
      }
      """)
    let goal = try #require(Self.property(result, "reachable Goal"))
    #expect(goal.verdict == .unknown)
    #expect(goal.restsOn.map(\.id) == ["swift.disabled-ignored", "swift.testing-api"], "\(goal.restsOn)")
    #expect(goal.explanation.first?.contains("(App.swift:15:45, App.swift:7:49)") == true, "\(goal.explanation)")
  }

  @Test("The text report prints the warnings verdicts rest on first, marked with those verdicts")
  func restingWarningsFirst() throws {
    let result = Self.verify(Self.saveApp("store.mark(&Flags.saved)", extra: "enum X { struct Row {} }\nenum Y { struct Row {} }"))
    let text = TextReport().diagnostics(VerificationRun(specs: [result]))
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasSuffix("warning: TipCheck does not understand this statement; it is taken to do anything it may to parameter Flags.saved (an approximation) [unknown because of this: reachable SaveTip, no-deadlock]") == true, "\(text)")
    #expect(lines.last == "App: note: 1 more warning cannot change any verdict (--verbose lists them)")
  }
}

/// The safety net: code that names the model and that TipCheck did not read
/// (UIKit presenters, methods nothing read calls) is a warning verdicts rest on.
@Suite("Code TipCheck does not model", .enabled(if: SwiftFrontend.isAvailable))
struct UnmodelledCodeTests {
  static func verify(_ files: [String: String]) -> SpecResult {
    Verifier().verify(swiftApp: "App", sources: files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") })
  }

  static let tips = """
    struct CropTip: Tip { var title: Text { Text("Crop") } }
    struct FilterTip: Tip {
        @Parameter static var edited = false
        var title: Text { Text("Filters") }
        var rules: [Rule] { #Rule(Self.$edited) { $0 } }
    }
    struct Home: View {
        var body: some View { TipView(FilterTip()) }
    }

    """

  @Test("A UIKit presenter that never dismisses, an @objc method nothing targets: unknown, not 'can never appear'")
  func uikitPresenter() throws {
    let result = Self.verify([
      "App.swift": Self.tips,
      "Editor.swift": """
        final class EditorController: UIViewController {
            private let cropTip = CropTip()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                Task { @MainActor in
                    for await shouldDisplay in cropTip.shouldDisplayUpdates where shouldDisplay {
                        present(TipUIPopoverViewController(cropTip, sourceItem: view), animated: true)
                    }
                }
            }
            @objc func didEdit() { FilterTip.edited = true }
        }
        """,
    ])
    let verdicts = VerdictSoundnessTests.verdicts(result)
    #expect(verdicts["reachable CropTip"] == .unknown)
    #expect(verdicts["reachable FilterTip"] == .unknown)
    // The presenter is read (UIKitTests), but it leaves its popover up after ×.
    let stale = result.diagnostics.filter { $0.id == "swift.uikit-tip-not-removed" }
    #expect(stale.map { "\($0.range.start.file):\($0.range.start.line)" } == ["Editor.swift:6"])
    #expect(stale.first?.gap?.subjects == [.tip("CropTip")])
    let warnings = result.diagnostics.filter { $0.id == "swift.code-not-modelled" }
    // didEdit only sets a parameter: it may run at any moment (an `anytime`
    // approximation), so FilterTip's witness rests on it, by name.
    #expect(warnings.map { "\($0.range.start.line): \($0.message)" } == [
      "11: TipCheck does not model this code, which uses 'FilterTip'; it is taken to run at any moment, doing anything it may to parameter FilterTip.edited (an approximation)"
    ])
    let filter = try #require(VerdictSoundnessTests.property(result, "reachable FilterTip"))
    #expect(filter.modelVerdict == .holds)
    #expect(filter.restsOn.map(\.id) == ["swift.code-not-modelled"])
    #expect(filter.trace?.steps.last?.action == "Meanwhile, the app runs 'didEdit' on its own")
    #expect(warnings.map { $0.range.start.file } == ["Editor.swift"])
  }

  @Test("Previews and test files are not the app: they name tips without making verdicts unknown")
  func previewsAndTests() throws {
    let result = Self.verify([
      "App.swift": Self.tips + """
        #Preview { Home().task { FilterTip.edited = true } }
        """,
      "AppTests.swift": """
        import XCTest
        final class TipTests: XCTestCase {
            func testEdited() { FilterTip.edited = true; XCTAssertTrue(FilterTip.edited) }
        }
        """,
    ])
    let verdicts = VerdictSoundnessTests.verdicts(result)
    // By hand: nothing in the app sets FilterTip.edited; CropTip has no site.
    #expect(verdicts["reachable FilterTip"] == .violated)
    #expect(verdicts["reachable CropTip"] == .violated)
    #expect(!result.diagnostics.contains { $0.id == "swift.code-not-modelled" }, "\(result.diagnostics)")
  }
}

/// Objects a view holds (docs/swift-frontend.md, "Objects a view holds"):
/// their methods are followed and the tips and groups they store are sites'
/// tips, with verdicts worked out by hand.
@Suite("Tips, groups and methods of view models", .enabled(if: SwiftFrontend.isAvailable))
struct ViewModelTests {
  @Test("@StateObject, @ObservedObject and @Environment models: methods inlined, stored tips and groups shown")
  func viewModels() throws {
    let result = VerdictSoundnessTests.verify(
      """
      struct UploadTip: Tip {
          @Parameter static var uploaded = false
          var title: Text { Text("Share it") }
          var rules: [Rule] { #Rule(Self.$uploaded) { $0 } }
      }
      struct FirstTip: Tip { var title: Text { Text("First") } }
      struct SecondTip: Tip { var title: Text { Text("Second") } }
      final class UploadModel: ObservableObject {
          let hint = UploadTip()
          func finish() { UploadTip.uploaded = true }
      }
      @Observable final class TourModel {
          var tour = TipGroup(.ordered) { FirstTip(); SecondTip() }
          func skip() { tour.currentTip?.invalidate(reason: .tipClosed) }
      }
      struct Home: View {
          @StateObject private var model = UploadModel()
          @Environment(TourModel.self) private var tour
          var body: some View {
              VStack {
                  TipView(model.hint)
                  Button("Upload") { model.finish() }
                  Text("Tour").popoverTip(tour.tour.currentTip)
                  Button("Skip") { tour.skip() }
              }
          }
      }
      """)
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    let verdicts = VerdictSoundnessTests.verdicts(result)
    // By hand: FirstTip's popover is up at launch and blocks both buttons
    // (S15) until it is closed from outside (dismissed, S14) — then Upload
    // shows UploadTip while the group's FirstTip is still current: its
    // popover is dismissed, so one tip at a time. Skip closes FirstTip, the
    // group moves to SecondTip, whose popover shows beside UploadTip: two at once.
    #expect(verdicts["reachable UploadTip"] == .holds)
    #expect(verdicts["reachable FirstTip"] == .holds)
    #expect(verdicts["reachable SecondTip"] == .holds)
    #expect(verdicts["order FirstTip -> SecondTip"] == .holds)
    #expect(verdicts["single-tip"] == .violated)
  }
}
