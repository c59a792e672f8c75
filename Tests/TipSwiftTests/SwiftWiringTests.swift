import Foundation
import Testing
import TipSemantics
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// Wiring production apps use (issue: "Follow the wiring apps actually
/// use"): each read form with its verdicts worked out by hand, and a form
/// TipCheck does not read that leaves them unknown, never violated.
@Suite("Reading app wiring: tabs, components, routers, view flags, styles", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftWiringTests {
  typealias V = VerdictSoundnessTests

  static let tips = """
    struct A: Tip { var title: Text { Text("a") } }
    struct B: Tip { var title: Text { Text("b") } }

    """

  /// An outbox whose Send button, `.disabled(condition)`, runs the view
  /// model's `send()` (`body`); `extra` declarations and `view` content added.
  static func outbox(send body: String, disabledWhen condition: String, extra: String = "", view: String = "") -> String {
    """
    struct Send: Tip {
        static let sent = Tips.Event(id: "sent")
        var title: Text { Text("sent") }
        var rules: [Rule] { #Rule(Self.sent) { $0.donations.count >= 1 } }
    }
    @main struct OutboxApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Outbox() } }
    }
    @MainActor final class OutboxModel: ObservableObject {
        @Published var isBusy = false
        @Published var isReady = true
        static var online = true
        func send() async {
            \(body)
        }
    }
    \(extra)
    struct Outbox: View {
        @StateObject private var model = OutboxModel()
        var body: some View {
            VStack {
                TipView(Send())
                Button("Send") { Task { await model.send() } }
                    .disabled(\(condition))
                \(view)
            }
        }
    }
    """
  }

  static let raisedWhileSending = "isBusy = true\n        defer { isBusy = false }\n        Send.sent.sendDonation()"

  @Test(
    "A flag raised only while a call runs (set, then a defer restores it) is at its initial value between moves; a view model's flag is a model variable: .disabled over either is read",
    arguments: [
      // (the view model's function, the .disabled condition, the verdict on "reachable Send", by hand)
      // Restored by its defer: false between moves, Send is always enabled; one tap donates.
      (raisedWhileSending, "model.isBusy", Verdict.holds),
      ("defer { isBusy = false }\n        isBusy = true\n        Send.sent.sendDonation()", "model.isBusy", .holds),
      (raisedWhileSending, "!model.isReady || model.isBusy", .holds),
      // An exit between the write and the defer: the flag is the view model's
      // variable, and the `guard` over `Self.online` is read both ways, which
      // the one-tap witness passes through.
      ("isBusy = true\n        guard Self.online else { return }\n        defer { isBusy = false }\n        Send.sent.sendDonation()", "model.isBusy", .unknown),
      // A closure runs later: the view model's variable, raised after the tap; the first tap,
      // with the flag still false, donates.
      ("defer { isBusy = false }\n        Task { isBusy = true }\n        Send.sent.sendDonation()", "model.isBusy", .holds),
      // Never restored: the first tap donates, then Send stays disabled.
      ("isBusy = true\n        Send.sent.sendDonation()", "model.isBusy", .holds),
      // True at every state: Send is never enabled, nothing else donates.
      (raisedWhileSending, "!model.isBusy", .violated),
    ])
  func transientFlags(body: String, condition: String, expected: Verdict) throws {
    let result = V.verify(Self.outbox(send: body, disabledWhen: condition))
    #expect(!result.diagnostics.contains { $0.id == "swift.disabled-ignored" }, "\(condition): \(result.diagnostics.map(\.message))")
    #expect(V.verdicts(result)["reachable Send"] == expected, "\(body) / \(condition): \(V.verdicts(result))")
  }

  @Test("A flag bound to a toggle is neither transient nor a model variable; declared twice, it is the view model's variable")
  func flagsNotTransient() {
    // `$model.isBusy`: written where TipCheck does not look.
    let bound = V.verify(
      Self.outbox(send: Self.raisedWhileSending, disabledWhen: "model.isBusy", view: "Toggle(\"Busy\", isOn: $model.isBusy)"))
    #expect(bound.diagnostics.contains { $0.id == "swift.disabled-ignored" })
    #expect(V.verdicts(bound)["reachable Send"] == .unknown)
    // Another type's `isBusy`: not transient by name, but OutboxModel's own
    // flag is read, and its `defer` too: false again after each Send, whose
    // first tap donates.
    let twice = V.verify(
      Self.outbox(send: Self.raisedWhileSending, disabledWhen: "model.isBusy", extra: "final class Other { var isBusy = true }"))
    #expect(!twice.diagnostics.contains { $0.id == "swift.disabled-ignored" })
    #expect(V.verdicts(twice)["reachable Send"] == .holds)
  }

  @Test("A repeating Timer fires again and again, as the app's move, until a relaunch; an app that stops timers is not read so")
  func repeatingTimer() throws {
    func app(_ stop: String) -> String {
      """
      struct StreakTip: Tip {
          @Parameter static var ticks: Int = 0
          var title: Text { Text("Keep going") }
          var rules: [Rule] { #Rule(Self.$ticks) { $0 >= 3 } }
      }
      @main struct StreakApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Home() } }
      }
      struct Home: View {
          @State private var timer: Timer?
          var body: some View {
              VStack {
                  TipView(StreakTip())
                  Button("Start") {
                      timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
                          StreakTip.ticks += 1
                      }
                  }
                  \(stop)
              }
          }
      }
      """
    }
    // By hand: Start, then three firings of the timer: the tip shows after
    // 4 steps, the last three the app's own. It can always still show (the
    // timer can be started again after a relaunch): no-deadlock holds.
    let running = V.verify(app(""))
    #expect(V.verdicts(running)["reachable StreakTip"] == .holds && V.verdicts(running)["no-deadlock"] == .holds, "\(V.verdicts(running))")
    let witness = try #require(V.property(running, "reachable StreakTip")?.trace)
    #expect(witness.trace.length == 4)
    #expect(witness.steps.suffix(3).allSatisfy { $0.action.contains("repeating timer of App.swift:16") }, "\(witness.steps.map(\.action))")
    // A Stop button: firing forever would over-approximate; the statement is
    // read as before (any value, a gap), and the verdict rests on it.
    let stopped = V.verify(app("Button(\"Stop\") { timer?.invalidate() }"))
    #expect(V.verdicts(stopped)["reachable StreakTip"] == .unknown, "\(V.verdicts(stopped))")
  }

  @Test("timer?.invalidate() on a stored Timer stops a timer, not a tip: not an unread statement")
  func timerInvalidationIsNoTipInvalidation() throws {
    let app = """
      struct MetronomeTip: Tip { var title: Text { Text("Keep time") } }
      final class Engine {
          private var timer: Timer?
          private(set) var beat = 0
          func stop() {
              timer?.invalidate()
              timer = nil
          }
      }
      @main struct BeatApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Home() } }
      }
      struct Home: View {
          private let engine = Engine()
          private let tip = MetronomeTip()
          var body: some View {
              Button("Stop") { engine.stop(); tip.invalidate(reason: .actionPerformed) }.popoverTip(tip)
          }
      }
      """
    // By hand: the popover shows at launch (0 steps); Stop retires it.
    let result = V.verify(app)
    #expect(V.verdicts(result)["reachable MetronomeTip"] == .holds, "\(result.diagnostics.map(\.message))")
    #expect(V.verdicts(result)["no-deadlock"] == .holds)
    #expect(!result.diagnostics.contains { $0.id == "swift.statement-not-read" }, "\(result.diagnostics.map(\.message))")
  }

  @Test("asyncAfter and a one-shot Timer run their closure later, once: the user can act during the delay")
  func delayedWork() throws {
    func app(_ schedule: String) -> String {
      """
      // tipcheck: check order Hint -> Compose
      struct Hint: Tip {
          @Parameter static var ready: Bool = false
          var title: Text { Text("hint") }
          var rules: [Rule] { #Rule(Self.$ready) { $0 } }
      }
      struct Compose: Tip { var title: Text { Text("compose") } }
      @main struct DelayApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Home() } }
      }
      struct Home: View {
          var body: some View {
              NavigationStack {
                  VStack {
                      TipView(Hint())
                      NavigationLink("Write") { Editor() }
                  }
                  .onAppear { \(schedule) }
              }
          }
      }
      struct Editor: View {
          var body: some View { TipView(Compose()) }
      }
      """
    }
    for schedule in [
      "DispatchQueue.main.asyncAfter(deadline: .now() + 2) { Hint.ready = true }",
      "Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in Hint.ready = true }",
    ] {
      let result = V.verify(app(schedule))
      // By hand: the hint shows when the delay ends, 1 step after launch,
      // that step the app's own (read in the same step as onAppear, before,
      // it showed at launch, in 0 steps). Tapping Write during the delay
      // pushes the editor, whose Compose tip shows while the hint has never
      // shown: the order is violated there, in 1 step, with no hint on screen.
      let verdicts = V.verdicts(result)
      #expect(verdicts["single-tip"] == .holds && verdicts["reachable Hint"] == .holds, "\(schedule): \(verdicts)")
      let witness = try #require(V.property(result, "reachable Hint")?.trace)
      #expect(witness.trace.length == 1)
      #expect(witness.steps.last?.action.contains("delayed work of App.swift") == true, "\(witness.steps.map(\.action))")
      // The pending flag is TipCheck's own bookkeeping: the trace tells the step, not the flag.
      #expect(!witness.steps.flatMap(\.changes).contains { $0.contains("TipCheckDelays") }, "\(witness.steps.map(\.changes))")
      #expect(verdicts["order Hint -> Compose"] == .violated)
      let counterexample = try #require(V.property(result, "order Hint -> Compose")?.trace)
      #expect(counterexample.trace.length == 1)
      #expect(counterexample.steps.allSatisfy { step in !step.visible.contains { $0.tip == "Hint" } })
    }
  }

  @Test("A TabView of app views: only the selected tab is on screen; selecting a tab, or setting the selection, is a move")
  func tabs() throws {
    let app =
      Self.tips + """
      enum Section: Hashable { case home, library }
      struct Root: View {
          @State private var section: Section = .home
          var body: some View {
              TabView(selection: $section) {
                  HomeTab(section: $section).tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                  LibraryTab().tabItem { Label("Library", systemImage: "books") }.tag(Section.library)
              }
          }
      }
      struct HomeTab: View {
          @Binding var section: Section
          var body: some View { VStack { TipView(A()); Button("Browse") { section = .library } } }
      }
      struct LibraryTab: View {
          var body: some View { Text("Shelf").popoverTip(B()) }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let lines = loaded.lines
    #expect(lines.contains("screen LibraryTab {"))
    #expect(lines.contains("link \"Library tab\" -> LibraryTab") && lines.contains("link \"Home tab\" -> Root"))
    #expect(lines.contains("navigate LibraryTab"))
    // By hand: A on the first tab at launch, B only on the other: never both.
    let result = V.verify(app)
    let verdicts = V.verdicts(result)
    #expect(verdicts["single-tip"] == .holds)
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .holds)
    #expect(V.property(result, "reachable B")?.trace?.steps.count == 2)
  }

  @Test("A tab whose content is not a view of the app keeps the old reading, with its warning: verdicts resting on it are unknown")
  func tabsNotRead() throws {
    let result = V.verify(
      Self.tips + """
        struct Root: View {
            var body: some View {
                TabView {
                    TipView(A()).tabItem { Text("One") }
                    TipView(B()).tabItem { Text("Two") }
                }
            }
        }
        """)
    // Both mounted at once in the model: on a device only one tab is.
    let single = try #require(V.property(result, "single-tip"))
    #expect(single.verdict == .unknown)
    #expect(single.modelVerdict == .violated)
    #expect(single.restsOn.map(\.id) == ["swift.tabs-all-mounted"])
  }

  @Test("A component taking a closure, in a file that never mentions TipKit: the closure is the parent's code, run where the component calls it")
  func componentClosure() throws {
    let files = [
      "BigButton.swift": """
        struct BigButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action).font(.title) }
        }
        struct RowButton: View {
            let label: String
            var onTap: () -> Void
            var body: some View { Button { onTap() } label: { Text(label) } }
        }
        """,
      "Home.swift": Self.tips + """
        struct Flags { static let ran = Tips.Event(id: "ran") }
        struct Home: View {
            private let a = A()
            var body: some View {
                VStack {
                    TipView(a)
                    BigButton(title: "Run") { Flags.ran.sendDonation() }
                    RowButton(label: "Done", onTap: { a.invalidate(reason: .actionPerformed) })
                }
            }
        }
        """,
    ]
    let result = UnmodelledCodeTests.verify(files)
    #expect(
      result.diagnostics.map(\.message) == ["tip 'B' is not presented by any site, so it can never appear"], "\(result.diagnostics)")
    let model = try #require(result.model)
    #expect(model.actions.map(\.label).sorted() == ["Done", "Run"])
    // Each move is declared where the parent embeds the component.
    #expect(model.actions.map(\.range.start.file) == ["Home.swift", "Home.swift"])
    // By hand: A shows at launch; "Done" closes it for good; B has no site.
    let verdicts = V.verdicts(result)
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .violated)
  }

  @Test("A Toggle feeding a @Parameter through .onChange(of:): the flag is the view's, the toggle a move, the body runs where it changes")
  func toggleOnChange() throws {
    let app = """
      struct Saving: Tip {
          @Parameter static var on = false
          var title: Text { Text("Backups") }
          var rules: [Rule] { #Rule(Self.$on) { $0 } }
      }
      struct Settings: View {
          @AppStorage("autoSave") private var isOn = false
          var body: some View {
              Form {
                  TipView(Saving())
                  Toggle("Auto-save", isOn: $isOn)
                  Button("Reset") { isOn = false }
              }
              .onChange(of: isOn) { _, new in Saving.on = new }
          }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let lines = loaded.lines
    #expect(lines.contains("holder Settings_state {") && lines.contains("param isOn: Bool = false"))
    #expect(lines.contains("toggle \"Auto-save\" {") && lines.contains("toggle Settings_state.isOn"))
    #expect(lines.contains("set Saving.on = Settings_state.isOn"))
    #expect(lines.contains("if Settings_state.isOn != false {"))
    // By hand: one toggle shows the tip; Reset hides it again (the rule turns false).
    let result = V.verify(app)
    #expect(V.verdicts(result)["reachable Saving"] == .holds)
    #expect(V.property(result, "reachable Saving")?.trace?.steps.map(\.action) == ["Launch the app", "Flip the “Auto-save” switch"])
  }

  @Test("An .onReceive (or an .onChange of a value TipCheck does not model) is a move of its own; what rests on it is unknown unless a run avoids it")
  func eventMoves() throws {
    let result = V.verify(
      Self.tips + """
        struct Flags { @Parameter static var synced = false }
        struct C: Tip {
            var title: Text { Text("c") }
            var rules: [Rule] { #Rule(Flags.$synced) { $0 } }
        }
        struct Home: View {
            var body: some View {
                VStack { TipView(A()); TipView(C()) }
                    .onReceive(NotificationCenter.default.publisher(for: .syncDone)) { _ in Flags.synced = true }
            }
        }
        """)
    let loaded = try #require(result.model)
    #expect(loaded.actions.map(\.label) == ["Notification arrives"])
    // By hand: C shows once the sync is done, beside A: two tips at once.
    let single = try #require(V.property(result, "single-tip"))
    #expect(single.verdict == .unknown)
    #expect(single.restsOn.map(\.id) == ["swift.event-as-move"])
    #expect(V.verdicts(result)["reachable C"] == .unknown)
  }

  @Test("A style shorthand resolves to the app's style: its xmark tap closes, its ForEach draws the actions; an unknown shorthand is warned")
  func styleShorthand() throws {
    let style = """
      struct CardStyle: TipViewStyle {
          func makeBody(configuration: Configuration) -> some View {
              VStack {
                  Image(systemName: "xmark").onTapGesture { configuration.tip.invalidate(reason: .tipClosed) }
                  ForEach(configuration.actions) { action in Button(action: action.handler) { action.label() } }
              }
          }
      }
      extension TipViewStyle where Self == CardStyle { static var card: Self { .init() } }

      """
    let read = SwiftLoweringTests.extract(
      Self.tips + style + "struct Home: View { var body: some View { TipView(A()).tipViewStyle(.card) } }")
    let notB = "App.swift:2: warning: tip 'B' is not presented by any site, so it can never appear"
    #expect(read.diagnostics == [notB], "\(read.diagnostics)")
    #expect(read.lines.contains("inline \"A\" shows A style CardStyle"))
    #expect(read.lines.contains("button close \"xmark\" {") && read.lines.contains("actions"))
    #expect(!read.lines.contains { $0.hasPrefix("button \"Button\"") })
    let unknown = SwiftLoweringTests.extract(
      Self.tips + "struct Home: View { var body: some View { TipView(A()).tipViewStyle(.fancy) } }")
    #expect(unknown.diagnostics == [
      notB, "App.swift:3: warning: TipCheck cannot find this TipViewStyle in the sources; the site keeps TipKit's built-in style"
    ])
  }

  @Test("do/catch in an action: each outcome is a version; in .task the catch is a gap. A generic view builder is read where it is called")
  func doCatchAndGenericHelper() throws {
    let app =
      Self.tips + """
      struct Flags {
          static let saved = Tips.Event(id: "saved")
          @Parameter static var failed = false
      }
      struct C: Tip {
          var title: Text { Text("c") }
          var rules: [Rule] { #Rule(Flags.$failed) { $0 } }
      }
      func card<T: Tip>(_ tip: T) -> some View { TipView(tip).padding() }
      struct Home: View {
          private let c = C()
          var body: some View {
              VStack {
                  card(A())
                  card(c)
                  Button("Save") {
                      Task {
                          do {
                              try await Api.save()
                              Flags.saved.sendDonation()
                          } catch {
                              Flags.failed = true
                          }
                      }
                  }
              }
              .task { do { try await Api.load() } catch { Flags.failed = true } }
          }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("button \"Save\" assuming \"it succeeds\" {") && loaded.lines.contains("button \"Save\" assuming \"it fails\" {"))
    #expect(loaded.lines.contains("inline \"A\" shows A") && loaded.lines.contains("inline \"C\" shows C"))
    #expect(
      loaded.diagnostics == [
        "App.swift:2: warning: tip 'B' is not presented by any site, so it can never appear",
        "App.swift:29: warning: TipCheck cannot tell whether this 'do' succeeds here; both its outcomes are modelled (an approximation)",
      ], "\(loaded.diagnostics)")
    // By hand, without the .task: a failed save shows C beside A, so single-tip
    // is violated on a device, in the action's "fails" version.
    let actionOnly = V.verify(app.replacingOccurrences(of: ".task { do { try await Api.load() } catch { Flags.failed = true } }", with: ""))
    #expect(V.verdicts(actionOnly)["reachable C"] == .holds)
    let single = try #require(V.property(actionOnly, "single-tip"))
    #expect(single.verdict == .violated)
    #expect(single.trace?.steps.map(\.action) == ["Launch the app", "Tap “Save” (when it fails)"])
    // With it: the load at launch succeeds or fails, which TipCheck does
    // not know (the first launch goes both ways, A7). Either way a failed
    // save shows C beside A (if the load failed, they already show at
    // launch): violated whichever way the launch went.
    let both = try #require(V.property(V.verify(app), "single-tip"))
    #expect(both.verdict == .violated)
    #expect(both.restsOn.isEmpty)
    // The run told is one way's, and says so at the launch.
    #expect(both.trace?.steps.first?.note?.contains("each of the 2 ways TipCheck approximated has a run of its own") == true)
  }

  @Test("A singleton's method switching over its argument: the case the call passes; over a parameter, an if-else chain")
  func switchOverArgument() throws {
    let loaded = SwiftLoweringTests.extract(
      Self.tips + """
        enum Screen { case stats, settings }
        enum Mode: Codable { case light, dark }
        struct Flags {
            @Parameter static var stats = false
            @Parameter static var settings = false
            @Parameter static var mode: Mode = .light
        }
        final class TipService {
            static let shared = TipService()
            func markSeen(_ screen: Screen) {
                switch screen {
                case .stats: Flags.stats = true
                case .settings: Flags.settings = true
                }
            }
            func apply() {
                switch Flags.mode {
                case .dark: Flags.stats = false
                default: break
                }
            }
        }
        struct Home: View {
            var body: some View {
                VStack { TipView(A()); TipView(B()) }
                    .onAppear { TipService.shared.markSeen(.settings); TipService.shared.apply() }
            }
        }
        """)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let lines = loaded.lines
    #expect(lines.contains("set Flags.settings = true") && !lines.contains("set Flags.stats = true"))
    #expect(lines.contains("if Flags.mode == .dark {") && lines.contains("set Flags.stats = false"))
  }

  @Test("Statements real apps write: a cast current tip closed, self.invalidate in an action, raw-value and id-less actions, labelled buttons, computed titles, a view flag named like a parameter")
  func statements() throws {
    let loaded = SwiftLoweringTests.extract(
      """
      enum Strings { static let welcome = "Welcome" }
      enum ActionID: String { case learnMore = "learn-more", later }
      struct A: Tip {
          @Parameter static var isOn = false
          var title: Text { Text(Strings.welcome) }
          var actions: [Action] {
              Action(id: ActionID.learnMore.rawValue, title: "Learn more") { self.invalidate(reason: .actionPerformed) }
              Action(title: "Not now")
          }
      }
      struct B: Tip { var title: Text { Text("b") } }
      struct Home: View {
          @State private var tips = TipGroup(.ordered) { A(); B() }
          @State private var isOn = false
          var body: some View {
              VStack {
                  Text("Tour").popoverTip(tips.currentTip) { action in
                      if action.id == ActionID.learnMore.rawValue { A.isOn = true }
                  }
                  Button("Skip A") { (tips.currentTip as? A)?.invalidate(reason: .tipClosed) }
                  Button(action: { isOn.toggle() }, label: { Text("Flip") })
                  Button("Again") { Task { await A().resetEligibility() } }
              }
          }
      }
      """)
    let lines = loaded.lines
    #expect(lines.contains("title \"Text(Strings.welcome)\""))
    #expect(lines.contains("action learn_more \"Learn more\" {") && lines.contains("invalidate A .actionPerformed"))
    #expect(lines.contains("action Not_now \"Not now\""))
    #expect(lines.contains("on learn_more {") && lines.contains("set A.isOn = true"))
    #expect(lines.contains("if current(tips, A) {") && lines.contains("invalidate A .tipClosed"))
    // The view's own `isOn` is not A.isOn: the Flip button touches nothing, silently.
    #expect(!lines.contains("button \"Flip\" {"))
    #expect(
      loaded.diagnostics == [
        "App.swift:22: warning: TipCheck does not model 'resetEligibility'; a tip it re-enables is read as staying invalidated"
      ], "\(loaded.diagnostics)")
  }

  @Test("An onboarding gate: `if hasOnboarded { Main() } else { Welcome { hasOnboarded = true } }` mounts each side's tips and controls only while its condition holds")
  func onboardingGate() throws {
    let app =
      Self.tips + """
      struct Root: View {
          @AppStorage("onboarded") private var hasOnboarded = false
          var body: some View {
              if hasOnboarded {
                  Main()
              } else {
                  Welcome { hasOnboarded = true }
              }
          }
      }
      struct Welcome: View {
          let onDone: () -> Void
          var body: some View { VStack { TipView(A()); Button("Start", action: onDone) } }
      }
      struct Main: View {
          var body: some View { NavigationStack { Text("Home").popoverTip(B()) } }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    #expect(loaded.lines.contains("inline \"A\" shows A if !Root_state.hasOnboarded"))
    #expect(loaded.lines.contains("popover \"Home\" shows B if Root_state.hasOnboarded"))
    #expect(loaded.lines.contains("button \"Start\" if !Root_state.hasOnboarded {"))
    // By hand: A at launch, never again once Start is tapped (persisted); B after it. Never both.
    let result = V.verify(app)
    let verdicts = V.verdicts(result)
    #expect(verdicts["single-tip"] == .holds)
    #expect(verdicts["reachable B"] == .holds)
    // A passed binding or a shared key makes the flag's changes unread: said, and verdicts rest on it.
    let shared = SwiftLoweringTests.extract(app + "\nstruct Reset: View { @AppStorage(\"onboarded\") var done = true; var body: some View { Text(\"x\") } }")
    #expect(shared.diagnostics.contains {
      $0.contains("warning: the key \"onboarded\" of this @AppStorage flag is used elsewhere too")
    }, "\(shared.diagnostics)")
  }

  @Test("A component given a literal (`Banner(showsTip: true)`) reads its `if showsTip { … }` as that constant")
  func literalArguments() throws {
    let loaded = SwiftLoweringTests.extract(
      Self.tips + """
        struct Banner: View {
            let showsTip: Bool
            var body: some View { if showsTip { TipView(A()) } else { Text("plain") } }
        }
        struct Home: View { var body: some View { VStack { Banner(showsTip: false); Text("b").popoverTip(B()) } } }
        """)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    #expect(loaded.lines.contains("inline \"A\" shows A if false"))
    // By hand: A's only site is never mounted; B shows at launch.
    let verdicts = V.verdicts(V.verify(Self.tips + """
      struct Banner: View {
          let showsTip: Bool
          var body: some View { if showsTip { TipView(A()) } else { Text("plain") } }
      }
      struct Home: View { var body: some View { VStack { Banner(showsTip: false); Text("b").popoverTip(B()) } } }
      """))
    #expect(verdicts["reachable A"] == .violated && verdicts["reachable B"] == .holds && verdicts["single-tip"] == .holds)
  }

  @Test("Tips.resetDatastore() in the App's init resets every launch (S27); under #if DEBUG or a launch argument it is testing, not the app; elsewhere in code TipCheck did not read it is a gap")
  func resetDatastore() throws {
    let screen = "struct Home: View { var body: some View { VStack { TipView(A()); Button(\"Close\") { A().invalidate(reason: .tipClosed) } } } }\n"
    func app(_ initBody: String) -> String {
      Self.tips + screen + "@main struct TourApp: App {\n    init() { \(initBody) }\n    var body: some Scene { WindowGroup { Home() } }\n}\n"
    }
    let always = SwiftLoweringTests.extract(app("try? Tips.resetDatastore(); try? Tips.configure()"))
    #expect(always.model?.configuration.resetsAtLaunch == true)
    #expect(always.diagnostics.contains {
      $0.hasSuffix("warning: Tips.resetDatastore() runs at every launch: each relaunch starts TipKit afresh, and TipCheck checks it so")
    })
    // By hand: closing A is undone by a relaunch, so A can always appear again.
    let verdicts = V.verdicts(V.verify(app("try? Tips.resetDatastore(); try? Tips.configure()")))
    #expect(verdicts["reachable A"] == .holds)
    let flagged = SwiftLoweringTests.extract(
      app("if ProcessInfo.processInfo.arguments.contains(\"-reset\") { try? Tips.resetDatastore() }; try? Tips.configure()"))
    #expect(flagged.model?.configuration.resetsAtLaunch == false)
    #expect(!flagged.diagnostics.contains { $0.contains("resetDatastore") }, "\(flagged.diagnostics)")
    let unread = V.verify(
      Self.tips + screen + "final class Debug: UIViewController { @objc func wipe() { try? Tips.resetDatastore() } }\n")
    #expect(unread.diagnostics.contains { $0.id == "swift.testing-api" && $0.canChangeVerdicts })
  }

  @Test("Tips.configure chosen by a launch argument: the app users run is the other branch, said in an inert warning")
  func configureForTesting() throws {
    func app(_ condition: String) -> String {
      Self.tips + "struct Home: View { var body: some View { TipView(A()) } }\n"
        + "@main struct TourApp: App {\n    init() {\n"
        + "        if \(condition) { try? Tips.configure([.displayFrequency(.immediate)]) } else { try? Tips.configure([.displayFrequency(.weekly)]) }\n"
        + "    }\n    var body: some Scene { WindowGroup { Home() } }\n}\n"
    }
    let plain = SwiftLoweringTests.extract(app("ProcessInfo.processInfo.arguments.contains(\"-fastTips\")"))
    #expect(plain.model?.configuration.displayFrequency == .weekly)
    let source = app("ProcessInfo.processInfo.arguments.contains(\"-fastTips\")")
    let testing = V.verify(source).diagnostics.filter { $0.id == "swift.configure-for-testing" }
    let line = (source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("-fastTips") } ?? 0) + 1
    #expect(testing.map(\.range.start.line) == [line] && testing.allSatisfy(\.isInert))
    #expect(testing.first?.range.start.column == 75, "the immediate branch's call")
    // Negated, the testing branch is the `else`.
    let negated = SwiftLoweringTests.extract(app("!ProcessInfo.processInfo.arguments.contains(\"-fastTips\")"))
    #expect(negated.model?.configuration.displayFrequency == .immediate)
    // A condition that is not a launch argument (a user setting): still the first, resting on it.
    let setting = V.verify(app("UserDefaults.standard.bool(forKey: \"eager\")"))
    #expect(setting.diagnostics.contains { $0.id == "swift.frequency-conflict" && $0.canChangeVerdicts })
  }

  @Test("A view shown at several places has a flag per instance: its `if` over it is not read as one parameter")
  func flagPerInstance() throws {
    let loaded = SwiftLoweringTests.extract(
      Self.tips + """
        struct Card: View {
            @State private var expanded = false
            var body: some View { VStack { if expanded { TipView(A()) }; Button("More") { expanded = true } } }
        }
        struct Home: View { var body: some View { VStack { Card(); Card() } } }
        """)
    #expect(!loaded.lines.contains { $0.hasPrefix("holder Card_state") }, "\(loaded.spec)")
    #expect(loaded.diagnostics.contains { $0.contains("TipCheck reads the tip sites and controls under this 'if' as always on screen") })
  }

  @Test("A router object: push(_:) appends to its own path, bound by NavigationStack(path: $router.path); the route's @ViewBuilder property is the destination")
  func router() throws {
    let app =
      Self.tips + """
      enum Route: Hashable {
          case detail, settings
          @ViewBuilder var screen: some View {
              switch self {
              case .detail: Detail()
              case .settings: Settings()
              }
          }
      }
      final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func push(_ route: Route) { path.append(route) }
      }
      struct Root: View {
          @StateObject private var router = Router()
          var body: some View {
              NavigationStack(path: $router.path) {
                  Home().navigationDestination(for: Route.self) { $0.screen }
              }
              .environmentObject(router)
          }
      }
      struct Home: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Open") { router.push(.detail) } }
      }
      struct Detail: View { var body: some View { TipView(A()) } }
      struct Settings: View { var body: some View { TipView(B()) } }
      """
    let loaded = SwiftLoweringTests.extract(app)
    // Nothing makes `.settings` (its name is written only in the enum and
    // the destination's case): Settings is never opened.
    #expect(
      loaded.diagnostics == [
        "App.swift:30: warning: nothing in the app opens 'Settings': it is made only for '.settings', a value no code makes"
      ], "\(loaded.diagnostics)")
    #expect(loaded.lines.contains("navigate Detail"))
    let verdicts = V.verdicts(V.verify(app))
    // By hand: Open shows A on Detail; B's only site is on Settings, which nothing opens.
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .violated)
    // Pushing `.settings` anywhere makes it a way in.
    let pushed = V.verdicts(V.verify(app.replacingOccurrences(of: #"Button("Open") { router.push(.detail) }"#, with: #"VStack { Button("Open") { router.push(.detail) }; Button("Settings") { router.push(.settings) } }"#)))
    #expect(pushed["reachable B"] == .holds, "\(pushed)")
  }

  /// A pushed screen whose `let` every link gives the same literal.
  static func destinationApp(_ second: String) -> String {
    tips + """
      struct Home: View {
          var body: some View {
              NavigationStack {
                  VStack {
                      NavigationLink("Colored") { Detail(colored: true) }
                      \(second)
                  }
              }
          }
      }
      struct Detail: View {
          let colored: Bool
          var body: some View {
              if colored { TipView(A()) } else { TipView(B()) }
          }
      }
      """
  }

  @Test("A destination's initializer arguments are bound when every link gives the same literal; otherwise unknown")
  func destinationArguments() throws {
    // By hand: Detail is only ever colored, so B never shows; A shows there.
    let bound = V.verdicts(V.verify(Self.destinationApp("Text(\"Plain\")")))
    #expect(bound == ["single-tip": .holds, "reachable A": .holds, "reachable B": .violated, "no-deadlock": .violated])
    // Two links with different values: which branch is mounted is not read.
    let result = V.verify(Self.destinationApp("NavigationLink(\"Plain\") { Detail(colored: false) }"))
    #expect(V.verdicts(result)["reachable B"] == .unknown)
    #expect(V.property(result, "reachable B")?.restsOn.first?.id == "swift.view-condition")
  }

  @Test("An app method named like a UIKit call ('show', 'present') in a SwiftUI app is read as the app's method, not as navigation")
  func appMethodNamedShow() throws {
    // Regression: `case "show", "present" where c` guarded only "present",
    // so `tour.show()` was taken for UIKit's `show(_:sender:)`, found no
    // controller argument and did nothing: B was never enabled, and only the
    // unmodelled-code safety net kept "reachable B" unknown.
    let app =
      """
      struct B: Tip {
          @Parameter static var enabled: Bool = false
          var title: Text { Text("b") }
          var rules: [Rule] { [#Rule(Self.$enabled) { $0 == true }] }
      }
      @Observable final class Tour {
          func show() { B.enabled = true }
      }
      struct Root: View {
          @State private var tour = Tour()
          var body: some View {
              VStack {
                  Button("Next") { tour.show() }
                  Text("Later").popoverTip(B())
              }
          }
      }
      """
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let verdicts = V.verdicts(result)
    // By hand: nothing shows at launch; tapping "Next" enables B, whose
    // popover then shows.
    #expect(verdicts["reachable B"] == .holds)
    #expect(V.property(result, "reachable B")?.trace?.steps.count == 2)  // launch, "Next"
  }

  @Test("Two .popoverTip modifiers on one view share its anchor, so the S30 readings apply; popovers on two views do not")
  func popoversOnOneAnchor() throws {
    let app = SwiftLoweringTests.threeTips + """
      struct Home: View {
          var body: some View {
              VStack {
                  Image(systemName: "star").popoverTip(A()).popoverTip(B())
                  Text("Other").popoverTip(C())
              }
          }
      }
      """
    let model = try #require(SwiftLoweringTests.extract(app).model)
    let anchors = model.popoverSitesSharingAnAnchor()
    #expect(anchors.map { $0.map { model[$0].label } } == [["star", "star"]])
    #expect(Reading.onePopoverPerAnchor.applies(to: model))
    // By hand: A and B on "star" show together at launch by default
    // (single-tip violated in 0 steps); one at a time, A first, the other
    // popover C still shows beside it: violated under every reading.
    let result = V.verify(app)
    #expect(V.verdicts(result)["single-tip"] == .violated)
  }

  @Test(".tipBackgroundInteraction(.enabled) around a popover lets the rest of the screen be used (iOS 26)")
  func backgroundInteraction() throws {
    let app = """
      struct A: Tip { var title: Text { Text("a") } }
      struct B: Tip {
          @Parameter static var show: Bool = false
          var title: Text { Text("b") }
          var rules: [Rule] { [#Rule(Self.$show) { $0 }] }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  Image(systemName: "star").popoverTip(A())
                  Button("Show B") { B.show = true }
                  TipView(B())
              }
              .tipBackgroundInteraction(.enabled)
          }
      }
      """
    #expect(SwiftLoweringTests.extract(app).lines.contains("popover \"star\" shows A backgroundInteraction"))
    // By hand: A's popover shows at launch; "Show B" can be tapped under it,
    // and B shows beside A: two at once after one tap. Blocking (the
    // default), "Show B" needs A's popover gone first: tap outside, "Show B",
    // then a relaunch brings A's popover back beside B, after three steps.
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(V.verdicts(result)["single-tip"] == .violated)
    #expect(V.property(result, "single-tip")?.trace?.steps.map(\.action) == ["Launch the app", "Tap “Show B”"])
    let blocking = V.verify(app.replacingOccurrences(of: ".tipBackgroundInteraction(.enabled)", with: ""))
    #expect(V.verdicts(blocking)["single-tip"] == .violated)
    #expect(V.property(blocking, "single-tip")?.trace?.steps.count == 4)
  }

  @Test("Tips.showAllTipsForTesting() at launch in the app users get is checked (S29); under #if DEBUG or a launch argument it is left out")
  func testingOverrides() throws {
    func app(_ launch: String) -> String {
      """
      struct A: Tip { var title: Text { Text("a") } }
      struct B: Tip {
          @Parameter static var show: Bool = false
          var title: Text { Text("b") }
          var rules: [Rule] { [#Rule(Self.$show) { $0 }] }
      }
      struct Home: View {
          var body: some View { VStack { TipView(A()); TipView(B()) } }
      }
      @main
      struct DemoApp: App {
          init() {
              \(launch)
              try? Tips.configure()
          }
          var body: some Scene { WindowGroup { Home() } }
      }
      """
    }
    // By hand: every tip shows regardless of its rules: A and B at launch.
    let shipped = V.verify(app("Tips.showAllTipsForTesting()"))
    #expect(shipped.diagnostics.map(\.id) == ["swift.testing-override"], "\(shipped.diagnostics)")
    #expect(V.verdicts(shipped)["single-tip"] == .violated)
    #expect(V.property(shipped, "single-tip")?.trace?.steps.count == 1)
    // Only B named: B shows without its rule; A as usual: both at launch.
    let named = V.verify(app("Tips.showTipsForTesting([B.self])"))
    #expect(V.verdicts(named)["single-tip"] == .violated)
    // For testing only: checked without it. B's rule never holds (nothing sets show).
    for launch in [
      "#if DEBUG\n        Tips.showAllTipsForTesting()\n        #endif",
      "if ProcessInfo.processInfo.arguments.contains(\"-showTips\") { Tips.showAllTipsForTesting() }",
    ] {
      let testing = V.verify(app(launch))
      #expect(testing.diagnostics.contains { $0.id == "swift.testing-override-left-out" }, "\(testing.diagnostics)")
      #expect(V.verdicts(testing)["single-tip"] == .holds)
      #expect(V.verdicts(testing)["reachable B"] == .violated)
    }
  }

  @Test("A site's action handler that passes the action to a view-model method with more arguments is read there, case by case")
  func actionsHandledInViewModel() throws {
    let app = """
      struct Item: Identifiable { let id: Int }

      struct NoteTip: Tip {
          var title: Text { Text("Add a note") }
          var actions: [Action] {
              Action(id: "add-note", title: "Add a Note")
              Action(id: "later", title: "Later")
          }
      }

      struct MapTip: Tip {
          @Parameter static var noted = false
          var title: Text { Text("The map") }
          var rules: [Rule] { #Rule(Self.$noted) { $0 } }
      }

      @Observable final class CellarModel {
          func handle(_ action: Tips.Action, for item: Item) {
              switch action.id {
              case "add-note":
                  NoteTip().invalidate(reason: .actionPerformed)
                  MapTip.noted = true
              case "later":
                  NoteTip().invalidate(reason: .tipClosed)
              default:
                  break
              }
          }
      }

      struct Home: View {
          @State private var model = CellarModel()
          let item = Item(id: 1)
          var body: some View {
              VStack {
                  TipView(NoteTip()) { action in
                      model.handle(action, for: item)
                  }
                  TipView(MapTip())
              }
          }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("on add_note {") && loaded.lines.contains("on later {"), "\(loaded.lines)")
    #expect(!loaded.lines.contains { $0.contains("either") }, "\(loaded.lines)")
    // By hand: "Add a Note" retires the note and sets the map's flag in one step, so the two
    // never show together; "Later" only retires the note.
    let result = V.verify(app)
    #expect(V.verdicts(result)["reachable MapTip"] == .holds)
    #expect(V.verdicts(result)["single-tip"] == .holds)
    // Were the note left up, the map would join it: the handler's effects are the ones read.
    let kept = V.verify(app.replacingOccurrences(of: "NoteTip().invalidate(reason: .actionPerformed)\n", with: ""))
    #expect(V.verdicts(kept)["single-tip"] == .violated)
    // The ids spelled as the tip does not: no handler runs, and the map never shows.
    let misspelled = V.verify(app.replacingOccurrences(of: "case \"add-note\":", with: "case \"addNote\":"))
    #expect(V.verdicts(misspelled)["reachable MapTip"] == .violated)
    // Passed on from a Task, as an async handler is: read the same.
    let inTask = SwiftLoweringTests.extract(
      app.replacingOccurrences(of: "model.handle(action, for: item)", with: "Task { await model.handle(action, for: item) }"))
    #expect(inTask.lines.contains("on add_note {") && !inTask.lines.contains { $0.contains("either") }, "\(inTask.lines)")
  }

  @Test("SwiftUI's dismiss() from @Environment(\\.dismiss) goes back to the screen that pushed or presented this one; on the first screen it does nothing")
  func environmentDismiss() throws {
    let app = """
      struct Flags { @Parameter static var saved = false }
      struct SavedTip: Tip {
          var title: Text { Text("Saved") }
          var rules: [Rule] { #Rule(Flags.$saved) { $0 } }
      }
      struct EditorView: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              Button("Done") {
                  Flags.saved = true
                  dismiss()
              }
          }
      }
      struct Home: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              NavigationStack {
                  VStack {
                      TipView(SavedTip())
                      NavigationLink("Edit") { EditorView() }
                      Button("Close") { dismiss() }
                  }
              }
          }
      }
      @main struct NotesApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Home() } }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("navigate Home"), "\(loaded.lines)")
    // The first screen's dismiss() does nothing: no move, no warning.
    #expect(!loaded.lines.contains("button \"Close\" {"), "\(loaded.lines)")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    // By hand: Edit, then Done sets the flag and comes back to Home, where the tip shows.
    let result = V.verify(app)
    #expect(
      V.property(result, "reachable SavedTip")?.trace?.steps.map(\.action) == [
        "Launch the app", "Tap “Edit” on Home", "Tap “Done” on EditorView",
      ])
  }

  @Test("A coordinator's sheet item presents the view its case builds and closes it when set to nil; a group passed to a pushed screen is the group it was given")
  func coordinatorSheetItemAndPassedGroup() throws {
    let app = """
      struct FirstTip: Tip { var title: Text { Text("First") } }
      struct SecondTip: Tip { var title: Text { Text("Second") } }
      struct Flags { @Parameter static var logged = false }
      struct LoggedTip: Tip {
          var title: Text { Text("Logged") }
          var rules: [Rule] { #Rule(Flags.$logged) { $0 } }
      }
      enum Sheet: Identifiable {
          case log(Int)
          case settings
          var id: String { "sheet" }
      }
      @Observable final class Coordinator {
          var path: [Int] = []
          var sheet: Sheet?
          func present(_ sheet: Sheet) { self.sheet = sheet }
          func close() { sheet = nil }
      }
      struct LogSheet: View {
          let coordinator: Coordinator
          var body: some View {
              Button("Save") {
                  Flags.logged = true
                  coordinator.close()
              }
          }
      }
      struct SettingsSheet: View { var body: some View { Text("Settings") } }
      struct Detail: View {
          let coordinator: Coordinator
          let tips: TipGroup
          var body: some View {
              VStack {
                  TipView(tips.currentTip as? SecondTip)
                  Button("Log") { coordinator.present(.log(1)) }
              }
          }
      }
      struct Root: View {
          @Environment(Coordinator.self) private var coordinator
          @State private var tour = TipGroup(.ordered) {
              FirstTip()
              SecondTip()
          }
          var body: some View {
              @Bindable var coordinator = coordinator
              NavigationStack(path: $coordinator.path) {
                  VStack {
                      TipView(tour.currentTip as? FirstTip)
                      TipView(LoggedTip())
                      Button("Open") { coordinator.path.append(1) }
                  }
                  .navigationDestination(for: Int.self) { _ in
                      Detail(coordinator: coordinator, tips: tour)
                  }
              }
              .sheet(item: $coordinator.sheet) { sheet in
                  switch sheet {
                  case .log: LogSheet(coordinator: coordinator)
                  case .settings: SettingsSheet()
                  }
              }
          }
      }
      @main struct SkyApp: App {
          @State private var coordinator = Coordinator()
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Root().environment(coordinator) } }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("navigate LogSheet"), "\(loaded.lines)")
    #expect(!loaded.diagnostics.contains { $0.contains("found no way to 'LogSheet'") }, "\(loaded.diagnostics)")
    #expect(!loaded.diagnostics.contains { $0.contains("cannot tell which tip") }, "\(loaded.diagnostics)")
    // By hand: Detail shows the tour's SecondTip once FirstTip is closed; Log presents LogSheet,
    // whose Save sets the flag and closes the sheet, back to Root, where LoggedTip shows.
    let result = V.verify(app)
    let verdicts = V.verdicts(result)
    #expect(verdicts["reachable SecondTip"] == .holds, "\(verdicts)")
    #expect(
      V.property(result, "reachable LoggedTip")?.trace?.steps.map(\.action) == [
        "Launch the app", "Tap “Open” on Root", "Tap “Log” on Detail", "Tap “Save” on LogSheet",
      ])
  }

  @Test(
    "A dependency typed by a protocol with one conformer in the app runs that conformer's method; a second conformer, a refining protocol or a subclass keeps it unresolved",
    arguments: [
      ("", true),
      ("final class PreviewLogger: DoseLogging { func logDose() {} }", false),
      ("protocol AuditedLogging: DoseLogging {}", false),
      ("class LoudService: DoseService {}", false),
    ] as [(String, Bool)])
  func soleConformer(extra: String, resolved: Bool) throws {
    let app = """
      struct StreakTip: Tip {
          @Parameter static var doses: Int = 0
          var title: Text { Text("Streak") }
          var rules: [Rule] { #Rule(Self.$doses) { $0 >= 1 } }
      }
      protocol DoseLogging { func logDose() }
      class DoseService: DoseLogging {
          static let shared = DoseService()
          func logDose() { StreakTip.doses += 1 }
      }
      \(extra)
      final class ListModel: ObservableObject {
          private let doses: DoseLogging
          init(doses: DoseLogging = DoseService.shared) { self.doses = doses }
          func markTaken() { doses.logDose() }
      }
      struct Home: View {
          @StateObject private var model = ListModel()
          var body: some View {
              VStack {
                  TipView(StreakTip())
                  Button("Taken") { model.markTaken() }
              }
          }
      }
      """
    // By hand: Taken logs a dose through DoseService, and the streak tip shows (1 step).
    let result = V.verify(app)
    #expect(V.verdicts(result)["reachable StreakTip"] == (resolved ? .holds : .unknown), "\(V.verdicts(result))")
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.diagnostics.contains { $0.contains("cannot tell which 'logDose'") } == !resolved, "\(loaded.diagnostics)")
  }
}
