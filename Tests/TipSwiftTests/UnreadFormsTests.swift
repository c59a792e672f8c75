import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipSwift
import TipTestSupport

/// For each wiring pattern, a form TipCheck does not read: the verdict that
/// depends on it is `unknown` and names the warning, never violated. In
/// every case the tip does appear on a device (hand check: the unread code
/// is the only way to it, and it runs).
@Suite("Wiring TipCheck does not read leaves verdicts unknown, naming the warning", .enabled(if: SwiftFrontend.isAvailable))
struct UnreadFormsTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var swift: String
    var property: String
    var warning: String
    var description: String { name }
  }

  /// `Goal` has a tip shown once `Flags.done` is set; the app sets it only
  /// through the form under test.
  static let tip = """
    struct Flags { @Parameter static var done = false }
    struct Goal: Tip {
        var title: Text { Text("Goal") }
        var rules: [Rule] { #Rule(Flags.$done) { $0 } }
    }

    """

  static let cases: [Case] = [
    Case(
      name: "a service typed by a protocol with two conformers",
      swift: tip + """
        protocol Progressing { func finish() }
        final class Progress: Progressing { func finish() { Flags.done = true } }
        final class ReplayProgress: Progressing { func finish() {} }
        struct Home: View {
            let progress: any Progressing
            var body: some View { VStack { TipView(Goal()); Button("Finish") { progress.finish() } } }
        }
        """, property: "reachable Goal", warning: "swift.call-not-followed"),
    Case(
      name: "a component calling its closure later",
      swift: tip + """
        struct LaterButton: View {
            let action: () -> Void
            var body: some View { Button("Later") { DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: action) } }
        }
        struct Home: View {
            var body: some View { VStack { TipView(Goal()); LaterButton { Flags.done = true } } }
        }
        """, property: "reachable Goal", warning: "swift.code-not-modelled"),
    Case(
      name: "an .onDisappear",
      swift: tip + """
        struct Detail: View { var body: some View { Text("d").onDisappear { Flags.done = true } } }
        struct Home: View {
            var body: some View { NavigationStack { VStack { TipView(Goal()); NavigationLink("Open") { Detail() } } } }
        }
        """, property: "reachable Goal", warning: "swift.modifier-not-modelled"),
    Case(
      name: "a UIKit controller",
      swift: tip + """
        final class Editor: UIViewController {
            @objc func save() { Flags.done = true }
        }
        struct Home: View { var body: some View { TipView(Goal()) } }
        """, property: "reachable Goal", warning: "swift.code-not-modelled"),
    Case(
      name: "a value assigned from a computation",
      swift: tip + """
        struct Home: View {
            var body: some View { VStack { TipView(Goal()); Button("Check") { Flags.done = Date() > .distantPast } } }
        }
        """, property: "reachable Goal", warning: "swift.value-not-read"),
    Case(
      name: "a destination TipCheck cannot find",
      swift: """
        struct Goal: Tip { var title: Text { Text("Goal") } }
        @main struct GoalApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Settings: View { var body: some View { TipView(Goal()) } }
        struct Home: View {
            var body: some View { NavigationStack { Button("Settings") { Navigator.open(.settings) } } }
        }
        """, property: "reachable Goal", warning: "swift.screen-without-way-in"),
    Case(
      name: "Tips.configure only in a button",
      swift: tip + """
        struct Home: View {
            var body: some View { VStack { TipView(Goal()); Button("Done") { Flags.done = true; try? Tips.configure() } } }
        }
        """, property: "reachable Goal", warning: "swift.configure-not-at-launch"),
    Case(
      name: "an @AppStorage flag whose key other code writes",
      swift: """
        struct Goal: Tip { var title: Text { Text("Goal") } }
        struct Home: View {
            @AppStorage("seen") private var seen = false
            var body: some View { if seen { TipView(Goal()) } }
        }
        struct Importer { func run() { UserDefaults.standard.set(true, forKey: "seen") } }
        """, property: "reachable Goal", warning: "swift.flag-key-shared"),
    Case(
      name: "a tip shown by a generic helper TipCheck cannot bind",
      swift: tip + """
        struct Card<T: Tip>: View { let tips: [T]; var body: some View { ForEach(tips.indices, id: \\.self) { TipView(tips[$0]) } } }
        struct Home: View {
            var body: some View { VStack { Card(tips: [Goal()]); Button("Done") { Flags.done = true } } }
        }
        """, property: "reachable Goal", warning: "swift.site-not-read"),
    Case(
      name: "a modelled flag changed in an .onDisappear",
      swift: """
        struct Hint: Tip { var title: Text { Text("Hint") } }
        struct Other: Tip { var title: Text { Text("Other") } }
        struct Home: View {
            @AppStorage("hint") private var showHint = false
            var body: some View {
                NavigationStack {
                    VStack {
                        if showHint { TipView(Hint()) }
                        NavigationLink("More") { Text("more").onAppear { } }
                    }
                    .onDisappear { showHint = true }
                }
            }
        }
        """, property: "reachable Hint", warning: "swift.modifier-not-modelled"),
    Case(
      name: "a component's @State given a literal, then changed by its own button",
      swift: """
        struct Help: Tip { var title: Text { Text("Help") } }
        struct HelpCard: View {
            @State var expanded: Bool
            var body: some View { VStack { if expanded { TipView(Help()) }; Button("More") { expanded = true } } }
        }
        struct Home: View { var body: some View { HelpCard(expanded: false) } }
        """, property: "reachable Help", warning: "swift.view-condition"),
    Case(
      name: "an .onAppear under a condition TipCheck does not read",
      swift: """
        struct Promo: Tip {
            static let seen = Tips.Event(id: "seen")
            var title: Text { Text("Promo") }
            var rules: [Rule] { #Rule(Self.seen) { $0.donations.count >= 1 } }
        }
        struct Banner: View { var body: some View { Text("sale").onAppear { Promo.seen.sendDonation() } } }
        struct Home: View {
            var showBanner: Bool { Date() > .distantPast }
            var body: some View { VStack { TipView(Promo()); if showBanner { Banner() } } }
        }
        """, property: "reachable Promo",
      // Its witness needs the condition true at launch (approximated, one way of two).
      warning: "swift.view-condition"),
    Case(
      name: "a do/catch in .task whose body sets a parameter",
      swift: tip + """
        struct Home: View {
            var body: some View { TipView(Goal()).task { do { try await Sync.run(); Flags.done = true } catch { } } }
        }
        """, property: "reachable Goal", warning: "swift.catch-not-read"),
    Case(
      name: "a disabled component",
      swift: tip + """
        struct Wide: View { let action: () -> Void; var body: some View { Button("Go", action: action) } }
        struct Home: View {
            var ready: Bool { Date() > .distantPast }
            var body: some View { VStack { TipView(Goal()); Wide { Flags.done = true }.disabled(!ready) } }
        }
        """, property: "reachable Goal", warning: "swift.disabled-ignored"),
    Case(
      name: "a UIKit push of a controller from a storyboard",
      swift: tip + """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: Home())
            }
        }
        final class Home: UIViewController {
            private let goal = Goal()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                Task {
                    for await show in goal.shouldDisplayUpdates {
                        if show { present(TipUIPopoverViewController(goal, sourceItem: view), animated: true) } else { dismiss(animated: true) }
                    }
                }
            }
            @objc func open() {
                guard let finish = storyboard?.instantiateViewController(withIdentifier: "Finish") else { return }
                navigationController?.pushViewController(finish, animated: true)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open", style: .plain, target: self, action: #selector(open))
            }
        }
        final class Finish: UIViewController {
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Flags.done = true }
        }
        """, property: "reachable Goal",
      // The witness opens Finish by the way TipCheck did not find (the
      // unread push), approximated where Finish is declared.
      warning: "swift.screen-without-way-in"),
    Case(
      name: "a relay on status updates that also does something TipCheck does not read",
      swift: tip + """
        struct Intro: Tip { var title: Text { Text("Intro") } }
        struct Home: View {
            let intro = Intro()
            var body: some View {
                VStack { TipView(intro); TipView(Goal()) }
                    .task {
                        for await status in intro.statusUpdates {
                            analytics.record(status)
                            if case .invalidated = status { Flags.done = true }
                        }
                    }
            }
        }
        """, property: "reachable Goal", warning: "swift.updates-loop-not-modelled"),
  ]

  @Test("A scenario that fails in the model because of unread code is undecided, not a failure")
  func scenarioUndecided() throws {
    let swift = Self.tip + """
      protocol Progressing { func finish() }
      struct Home: View {
          let progress: any Progressing
          var body: some View { VStack { TipView(Goal()); Button("Finish") { progress.finish() } } }
      }
      // tipcheck: scenario "Finishing shows the goal" {
      // tipcheck:   tap "Finish" expect Goal
      // tipcheck: }
      """
    let result = Verifier().verify(swiftApp: "App", sources: [SourceFile(path: "App.swift", text: swift)])
    let scenario = try #require(result.scenarios.first)
    #expect(!scenario.passed && scenario.isUndecided)
    #expect(scenario.restsOn.map(\.id) == ["swift.call-not-followed"])
    #expect(result.status == .inconclusive)
    let text = TextReport().render(VerificationRun(specs: [result]))
    #expect(text.contains("? scenario “Finishing shows the goal”: undecided: it fails in the model"), "\(text)")
  }

  @Test("The verdict is unknown and rests on the warning", arguments: cases)
  func unknownNotViolated(_ entry: Case) throws {
    let result = Verifier().verify(swiftApp: "App", sources: [SourceFile(path: "App.swift", text: entry.swift)])
    let model = try #require(result.model, "\(result.diagnostics)")
    let property = try #require(result.properties.first { $0.title(in: model) == entry.property })
    #expect(property.verdict == .unknown, "\(entry.name): \(property.verdict) \(property.explanation)")
    #expect(property.restsOn.contains { $0.id == entry.warning }, "\(entry.name): rests on \(property.restsOn.map(\.id))")
  }
}
