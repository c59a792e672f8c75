import Foundation
import Testing
import TipModel
import TipResults
import TipSpec
import TipSwift
import TipTestSupport

/// How each TipKit construct of the issue is read: the `.tipspec` lines it
/// becomes (which is what gets verified), and the warnings it gets.
@Suite("Reading TipKit Swift", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftLoweringTests {
  struct Extracted {
    var spec: String
    var diagnostics: [String]
    var model: TutorialModel?

    /// The spec's lines without indentation and `// file:line` notes.
    var lines: [String] {
      spec.split(separator: "\n").map { line in
        var text = String(line)
        if let note = text.range(of: "  // ") { text = String(text[..<note.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
      }
    }

    /// Whether `block` (lines separated by newlines, without indentation)
    /// appears as consecutive lines.
    func contains(lines block: String) -> Bool {
      let wanted = block.split(separator: "\n").map(String.init)
      let all = lines
      guard wanted.count <= all.count else { return false }
      return (0...(all.count - wanted.count)).contains { Array(all[$0..<($0 + wanted.count)]) == wanted }
    }
  }

  static func extract(_ files: [String: String]) -> Extracted {
    let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") }
    let result = SwiftFrontend.load(name: "App", sources: sources)
    return Extracted(
      spec: result.spec,
      diagnostics: result.diagnostics.map {
        "\($0.range.start.file):\($0.range.start.line): \($0.severity.rawValue): \($0.message)"
      }, model: result.model)
  }

  static func extract(_ swift: String) -> Extracted { extract(["App.swift": swift]) }

  /// Three plain tips, A, B and C, for fixtures that need steps.
  static let threeTips = """
    struct A: Tip { var title: Text { Text("a") } }
    struct B: Tip { var title: Text { Text("b") } }
    struct C: Tip { var title: Text { Text("c") } }

    """

  static let screen = """
    struct Home: View {
        var body: some View { VStack { Text("A").popoverTip(A()) } }
    }
    """

  @Test("Tip types: structs, enums, classes, protocols refining Tip, conformances in extensions")
  func tipTypes() {
    let result = Self.extract(
      """
      protocol Step: Tip {}
      protocol Relayed: Step {}
      struct A: Tip { var title: Text { Text("a") } }
      enum B: Relayed { case only; var title: Text { Text("b") } }
      final class C: Step { var title: Text = Text("c") }
      struct D {}
      extension D: TipKit.Tip { var title: Text { Text("d") } }
      struct NotATip: View { var body: some View { Text("x") } }
      struct Home: View {
          var body: some View { VStack { TipView(A()); TipView(B.only); TipView(C()); TipView(D()) } }
      }
      """)
    #expect(result.model?.tips.map(\.name) == ["A", "B", "C", "D"])
    #expect(result.lines.contains("title \"d\""))
  }

  @Test("id overrides, titles and messages as computed or stored Text")
  func identityAndText() {
    let result = Self.extract(
      """
      struct A: Tip {
          var id: String { "custom-id" }
          var title: Text { Text("Step \\(1): go") }
          var message: Text? = Text(verbatim: "More")
      }
      \(Self.screen)
      """)
    let tip = result.model?.tips.first
    #expect(tip?.id == "custom-id")
    #expect(tip?.title == "Step …: go")
    #expect(tip?.message == "More")
  }

  @Test("@Parameter on the tip or another type, transient, Bool/Int/enum, inferred types")
  func parameters() {
    let result = Self.extract(
      """
      enum Mode: String, Codable { case basic, pro }
      struct Store {
          @Parameter static var mode: Mode = .basic
          @Parameter(.transient) static var seen = false
          // tipcheck: range 0...9
          @Parameter static var count: Int = 2
          @Parameter static var other = Mode.pro
      }
      struct A: Tip {
          @Parameter static var show: Bool = true
          var title: Text { Text("a") }
      }
      \(Self.screen)
      """)
    let lines = result.lines
    #expect(lines.contains("enum Mode { case basic, pro }"))
    #expect(lines.contains("param mode: Mode = .basic"))
    #expect(lines.contains("transient param seen: Bool = false"))
    #expect(lines.contains("param count: Int(0...9) = 2"))
    #expect(lines.contains("param other: Mode = .pro"))
    #expect(lines.contains("param show: Bool = true"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("Every form of rules: array, builder, one or several, $0, named parameter, other types, events")
  func rules() {
    let result = Self.extract(
      """
      struct User { @Parameter static var isPro = false }
      struct A: Tip {
          @Parameter static var show: Bool = false
          @Parameter static var level: Int = 0
          static let opened = Tips.Event(id: "app.opened")
          var title: Text { Text("a") }
          var rules: [Rule] {
              #Rule(Self.$show) { $0 }
              #Rule(Self.$show) { $0 == true }
              #Rule(Self.$show) { value in value }
              #Rule(User.$isPro) { !$0 }
              #Rule(Self.opened) { $0.donations.count >= 3 }
              #Rule(Self.$level, User.$isPro) { $0 > 1 || $1 }
          }
      }
      struct B: Tip {
          var title: Text { Text("b") }
          var rules: [Rule] { [#Rule(A.$show) { shown in shown == false }] }
      }
      struct Home: View {
          var body: some View { VStack { TipView(A()); TipView(B()) } }
      }
      """)
    let rules = result.lines.filter { $0.hasPrefix("rule ") }
    #expect(
      rules == [
        "rule A.show", "rule A.show == true", "rule A.show", "rule !User.isPro",
        "rule A.opened.donations.count >= 3", "rule A.level > 1 || User.isPro", "rule A.show == false",
      ])
    #expect(result.lines.contains("event opened id \"app.opened\""))
  }

  @Test("donatedWithin is read as every donation, with a warning at its line")
  func donatedWithin() {
    let result = Self.extract(
      """
      struct A: Tip {
          static let e = Tips.Event(id: "e")
          var title: Text { Text("a") }
          var rules: [Rule] {
              #Rule(Self.e) { $0.donations.donatedWithin(.week).count >= 2 }
          }
      }
      \(Self.screen)
      """)
    #expect(result.lines.contains("rule A.e.donations.count >= 2"))
    #expect(result.diagnostics == ["App.swift:5: warning: TipCheck does not model time windows: 'donatedWithin' is read as every donation ever made"])
  }

  @Test("A rule TipCheck cannot read is a located warning, and is treated as true")
  func unreadableRule() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var n: Int = 0
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Self.$n) { $0.isMultiple(of: 2) } }
      }
      \(Self.screen)
      """)
    #expect(!result.lines.contains { $0.hasPrefix("rule") })
    #expect(result.diagnostics == ["App.swift:4: warning: TipCheck cannot read '$0.isMultiple(of: 2)' in this rule; the rule is treated as always true"])
  }

  @Test("Options and actions, with their perform closures")
  func optionsAndActions() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var done = false
          var title: Text { Text("a") }
          var options: [any TipOption] { [Tips.MaxDisplayCount(2), Tips.IgnoresDisplayFrequency(true)] }
          var actions: [Action] {
              Action(id: "learn-more", title: "Learn more")
              Tips.Action(id: "done") { Text("Done") }
              Action(id: "skip", title: "Skip", perform: { A.done = true })
          }
      }
      \(Self.screen)
      """)
    let lines = result.lines
    #expect(lines.contains("maxDisplayCount 2"))
    #expect(lines.contains("ignoresDisplayFrequency"))
    #expect(lines.contains("action learn_more \"Learn more\""))
    #expect(lines.contains("action done \"Done\""))
    #expect(lines.contains("action skip \"Skip\" {"))
    #expect(lines.contains("set A.done = true"))
  }

  @Test("Groups: .ordered, .firstAvailable and the default, in @State or let, with stored members")
  func groups() {
    let result = Self.extract(
      """
      struct A: Tip { var title: Text { Text("a") } }
      struct B: Tip { var title: Text { Text("b") } }
      struct Home: View {
          let a = A()
          @State var tour = TipGroup(.ordered) { a; B() }
          let hints = TipGroup { B(); A() }
          @State private var first = TipGroup(.firstAvailable) { A() }
          var body: some View {
              VStack {
                  TipView(tour.currentTip)
                  Text("h").popoverTip(hints.currentTip as? B)
                  TipView(first.currentTip)
              }
          }
      }
      """)
    let lines = result.lines
    #expect(lines.contains("group tour ordered { A, B }"))
    #expect(lines.contains("group hints firstAvailable { B, A }"))
    #expect(lines.contains("group first firstAvailable { A }"))
    #expect(lines.contains("popover \"h\" shows hints.currentTip as? B"))
    #expect(lines.contains("inline \"tour.currentTip\" shows tour.currentTip"))
  }

  @Test("The seed's relay: a generic TipViewStyle bound at the site, its button's effects")
  func styles() {
    let result = Self.extract(
      """
      protocol ShowTip: Tip { static var show: Bool { get set } }
      struct S1: ShowTip { @Parameter static var show = false; var title: Text { Text("1") } }
      struct S2: ShowTip { @Parameter static var show = false; var title: Text { Text("2") } }
      struct Relay<Next: ShowTip>: TipViewStyle {
          let next: Next.Type
          func makeBody(configuration: Configuration) -> some View {
              VStack {
                  ForEach(configuration.actions) { action in Button(action.title) { action.handler() } }
                  Button("Skip") { configuration.tip.invalidate(reason: .actionPerformed); Next.show = true }
                  Button { configuration.tip.invalidate(reason: .tipClosed) } label: { Image(systemName: "xmark") }
              }
          }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  Text("A").popoverTip(S1()).tipViewStyle(Relay(next: S2.self))
                  TipView(S2())
              }
              .tipViewStyle(.automatic)
          }
      }
      """)
    let lines = result.lines
    #expect(lines.contains("style Relay(next: Tip) {"))
    #expect(lines.contains("button \"Skip\" {"))
    #expect(lines.contains("set next.show = true"))
    #expect(lines.contains("button close \"xmark\" {"))
    #expect(lines.contains("actions"))
    #expect(lines.contains("popover \"A\" shows S1 style Relay(next: S2)"))
    #expect(lines.contains("inline \"S2\" shows S2"))
    // The relay implies its order, beside the default properties (which
    // stay defaults: reported where their cause is).
    #expect(lines.contains("check defaults, order S1 -> S2"))
  }

  @Test("User moves and every effect form")
  func movesAndEffects() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var on = false
          @Parameter static var n: Int = 0
          static let tapped = Tips.Event(id: "tapped")
          var title: Text { Text("a") }
      }
      struct Home: View {
          let tip = A()
          var body: some View {
              VStack {
                  TipView(tip)
                  Button("Set") { A.on = true }
                  Button(action: { A.on.toggle() }) { Text("Toggle") }
                  Button { A.n += 1 } label: { Label("Count", systemImage: "plus") }
                  Button("Donate") { Task { await A.tapped.donate() } }
                  Button("Send", action: send)
                  Button("Close") { tip.invalidate(reason: .tipClosed) }
                  Image(systemName: "photo").onTapGesture { A.on = false }
              }
              .onAppear { A.tapped.sendDonation() }
              .task { await A.tapped.donate() }
          }
          func send() { withAnimation { A.tapped.sendDonation() } }
      }
      """)
    let spec = result.lines
    for expected in [
      "button \"Set\" {", "set A.on = true", "button \"Toggle\" {", "toggle A.on", "button \"Count\" {", "set A.n += 1",
      "button \"Donate\" {", "donate A.tapped", "button \"Send\" {", "button \"Close\" {", "invalidate A .tipClosed",
      "tap \"photo\" {", "set A.on = false", "onAppear {",
    ] {
      #expect(spec.contains(expected), "\(expected)\n\(result.spec)")
    }
    // .onAppear and .task both run on appearing: two donations.
    let onAppear = result.spec.components(separatedBy: "onAppear {").last ?? ""
    #expect(onAppear.components(separatedBy: "donate A.tapped").count == 3)
  }

  @Test("A site's action handler split by `if action.id ==` and by switch")
  func actionHandlers() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var next = false
          var title: Text { Text("a") }
          var actions: [Action] { Action(id: "next", title: "Next"); Action(id: "later", title: "Later"); Action(id: "never", title: "Never") }
      }
      struct Home: View {
          let a = A()
          var body: some View {
              VStack {
                  TipView(a) { action in
                      if action.id == "next" {
                          A.next = true
                      } else {
                          a.invalidate(reason: .tipClosed)
                      }
                  }
                  Text("p").popoverTip(a, action: { action in
                      switch action.id {
                      case "later": A.next = false
                      default: a.invalidate(reason: .actionPerformed)
                      }
                  })
              }
          }
      }
      """)
    let spec = result.spec
    #expect(spec.contains("on next {\n      set A.next = true"))
    #expect(spec.contains("on later {\n      invalidate A .tipClosed"))
    #expect(spec.contains("on never {\n      invalidate A .tipClosed"))
    #expect(spec.contains("on later {\n      set A.next = false"))
    #expect(spec.contains("on next {\n      invalidate A .actionPerformed"))
  }

  @Test("Screens: NavigationLink forms, sheets, navigationDestination, embedded views with bound groups")
  func screens() {
    let result = Self.extract([
      "App.swift": """
        @main struct MyApp: App { var body: some Scene { WindowGroup { Root() } } }
        """,
      "Tips.swift": """
        struct A: Tip { var title: Text { Text("a") } }
        struct B: Tip { var title: Text { Text("b") } }
        struct C: Tip { var title: Text { Text("c") } }
        """,
      "Views.swift": """
        struct Root: View {
            @State var tour = TipGroup(.ordered) { A(); B() }
            @State private var showSettings = false
            var body: some View {
                NavigationStack {
                    Module(group: tour)
                    NavigationLink("Details", destination: Details())
                    NavigationLink { Details() } label: { Text("More") }
                    NavigationLink("Item", value: 1)
                    Button("Settings") { showSettings = true }
                }
                .sheet(isPresented: $showSettings) { Settings() }
                .navigationDestination(for: Int.self) { _ in Details() }
            }
        }
        struct Module: View {
            let group: TipGroup
            var body: some View { Text("Module").popoverTip(group.currentTip) }
        }
        struct Details: View {
            var body: some View { TipView(C()) }
        }
        struct Settings: View {
            var body: some View { Text("s").popoverTip(B()) }
        }
        """,
    ])
    let lines = result.lines
    #expect(lines.contains("screen Root initial {"))
    #expect(lines.contains("popover \"Module\" shows tour.currentTip"))
    #expect(lines.contains("link \"Details\" -> Details"))
    #expect(lines.contains("link \"More\" -> Details"))
    #expect(lines.contains("link \"Item\" -> Details"))
    #expect(lines.contains("navigate Settings"))
    #expect(lines.contains("screen Details {"))
    #expect(lines.contains("back \"Back\" -> Root"))
    #expect(lines.contains("dismiss \"Dismiss\" -> Root"))
    #expect(!lines.contains("screen Module {"), "a component is part of the screen that embeds it")
    #expect(result.diagnostics.allSatisfy { !$0.contains("error") }, "\(result.diagnostics)")
  }

  @Test("Tips.configure sets the display frequency")
  func configuration() {
    let result = Self.extract(
      """
      struct A: Tip { var title: Text { Text("a") } }
      @main struct MyApp: App {
          init() { try? Tips.configure([.displayFrequency(.weekly), .datastoreLocation(.applicationDefault)]) }
          var body: some Scene { WindowGroup { Home() } }
      }
      \(Self.screen)
      """)
    #expect(result.model?.configuration.displayFrequency == .weekly)
  }

  @Test("Effects TipCheck cannot read are located warnings; unrelated code is ignored silently")
  func unreadableEffects() {
    let result = Self.extract(
      """
      struct A: Tip { @Parameter static var on = false; var title: Text { Text("a") } }
      struct Home: View {
          var isPro: Bool { Store.shared.hasPro }
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Go") {
                      print("tapped")
                      UserDefaults.standard.set(true, forKey: "x")
                      A.on = compute()
                      if isPro { A.on = true }
                  }
              }
          }
          func compute() -> Bool { true }
      }
      """)
    #expect(
      result.diagnostics == [
        "App.swift:10: warning: TipCheck cannot read the value 'compute()' assigned to 'A.on'; it takes it as any value (havoc A.on)",
        "App.swift:11: warning: TipCheck cannot read the condition 'isPro'; both branches are modelled (an approximation)",
      ])
    // The unread value is any value, the unread condition goes both ways,
    // each way saying what it assumes: approximations at their place.
    #expect(
      result.spec.contains(
        """
          button "Go" {
            havoc A.on
            either "`isPro` holds" {
              set A.on = true
            } or "`isPro` does not hold" {}
          }
        """), "\(result.spec)")
  }

  @Test("String escapes are resolved: a label is what the app shows, and a scenario can tap it")
  func stringEscapes() {
    let result = Self.extract(
      """
      // tipcheck: scenario "go" { tap "Go \\"now\\"" expect T }
      struct T: Tip {
          @Parameter static var show: Bool = false
          var title: Text { Text("Tap \\"Go\\" \\u{2192} \\\\ done") }
          var rules: [Rule] { #Rule(Self.$show) { $0 } }
      }
      struct Home: View {
          var body: some View { Button("Go \\"now\\"") { T.show = true }.popoverTip(T()) }
      }
      """)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.model?.actions.map(\.label) == ["Go \"now\""])
    #expect(result.model?.tips.first?.title == "Tap \"Go\" \u{2192} \\ done")
  }

  @Test("Every documented invalidation reason is read; an unreadable one still invalidates, as .actionPerformed")
  func invalidationReasons() {
    let result = Self.extract(
      """
      struct A: Tip { var title: Text { Text("a") } }
      struct Home: View {
          let tip = A()
          let why = Tips.InvalidationReason.tipClosed
          var body: some View {
              VStack {
                  TipView(tip)
                  Button("Time") { tip.invalidate(reason: .displayDurationExceeded) }
                  Button("Count") { tip.invalidate(reason: Tips.InvalidationReason.displayCountExceeded) }
                  Button("Why") { tip.invalidate(reason: why) }
              }
          }
      }
      """)
    let spec = result.lines
    for expected in [
      "button \"Time\" {", "invalidate A .displayDurationExceeded", "button \"Count\" {", "invalidate A .displayCountExceeded",
      "button \"Why\" {", "invalidate A .actionPerformed",
    ] {
      #expect(spec.contains(expected), "\(expected)\n\(result.spec)")
    }
    #expect(
      result.diagnostics == [
        "App.swift:10: warning: TipCheck cannot read this invalidation reason; it is modelled as .actionPerformed"
      ])
  }

  @Test("An error inside a `// tipcheck:` comment points at its own column, tabs and all")
  func directiveLocations() throws {
    let swift = "struct A: Tip { @Parameter static var on = false; var title: Text { Text(\"a\") } }\n"
      + "struct Home: View { var body: some View { TipView(A()) } }\n"
      + "\t// tipcheck: check single-tip, reachable Nope\n"
    let result = SwiftFrontend.load(name: "App", sources: [SourceFile(path: "App.swift", text: swift)])
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.message == "unknown tip 'Nope'")
    // Tab, "// tipcheck: " and "check single-tip, reachable " come first.
    #expect((error.range.start.line, error.range.start.column) == (3, 2 + 13 + 28))
    #expect(error.range.end.column - error.range.start.column == 4)
  }

  @Test("Calls into the app are followed: free functions, methods of a named type, onAppear(perform:); an early return guards the rest")
  func followedCalls() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var on = false
          @Parameter static var done = false
          static let seen = Tips.Event(id: "seen")
          var title: Text { Text("a") }
      }
      final class TutorialManager {
          static let shared = TutorialManager()
          func start() { A.on = true }
      }
      func finish() { A.done = true }
      final class ViewModel { func reset() { A.on = false } }
      struct Home: View {
          let model = ViewModel()
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Start") { TutorialManager.shared.start() }
                  Button("Finish") { finish() }
                  Button("Edit") {
                      if A.done { return }
                      A.on = false
                  }
                  Button("Reset") { model.reset() }
              }
              .onAppear(perform: setup)
          }
          private func setup() { A.seen.sendDonation() }
      }
      """)
    let spec = result.lines
    for expected in [
      "button \"Start\" {", "set A.on = true", "button \"Finish\" {", "set A.done = true", "onAppear {", "donate A.seen",
    ] {
      #expect(spec.contains(expected), "\(expected)\n\(result.spec)")
    }
    // The assignment after `if A.done { return }` happens only when A.done does not hold.
    let edit = result.spec.components(separatedBy: "button \"Edit\" {").last ?? ""
    #expect(edit.hasPrefix("\n    if A.done {} else {\n      set A.on = false"), "\(edit.prefix(120))")
    // model.reset(): `model` is a stored ViewModel, so its method is read in place.
    let reset = result.spec.components(separatedBy: "button \"Reset\" {").last ?? ""
    #expect(reset.hasPrefix("\n    set A.on = false"), "\(reset.prefix(120))")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("A view a screen leads to is a screen, even without tips: leaving and coming back runs onAppear again")
  func leavingIsAMove() {
    let result = Self.extract(
      """
      struct A: Tip {
          static let seen = Tips.Event(id: "seen")
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Self.seen) { $0.donations.count >= 2 } }
      }
      struct Home: View {
          var body: some View {
              NavigationStack {
                  TipView(A())
                  NavigationLink("Detail") { Detail() }
              }
              .onAppear { A.seen.sendDonation() }
          }
      }
      struct Detail: View { var body: some View { Text("nothing about tips") } }
      // tipcheck: scenario "again" { launch expect none  tap "Detail"  tap "Back" expect A }
      """)
    #expect(result.lines.contains("link \"Detail\" -> Detail"), "\(result.spec)")
    #expect(result.lines.contains("back \"Back\" -> Home"), "\(result.spec)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    guard let model = result.model else {
      Issue.record("no model")
      return
    }
    let run = Verifier().verify(model, sources: [])
    #expect(run.scenarios.map(\.passed) == [true])
  }

  @Test("Code inside #if in a body is a located warning; declarations inside a top-level #if are read")
  func conditionalCompilation() {
    let result = Self.extract(
      """
      #if canImport(TipKit)
      struct A: Tip { @Parameter static var on = false; var title: Text { Text("a") } }
      #endif
      struct Home: View {
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Go") {
                      #if DEBUG
                      A.on = true
                      #endif
                  }
              }
          }
      }
      """)
    #expect(result.model?.tips.map(\.name) == ["A"])
    #expect(
      result.diagnostics == [
        "App.swift:9: warning: TipCheck does not read code inside '#if … #endif'; the tips, sites and effects in it are ignored"
      ])
  }

  @Test("Statements after a guard or an early return keep their own lines; an else-if chain decides per branch")
  func locationsAfterGuard() {
    let swift = """
      struct A: Tip {
          @Parameter static var n: Int = 0
          @Parameter static var on = false
          @Parameter static var off = false
          var title: Text { Text("a") }
      }
      struct Home: View {
          var canAdvance: Bool { true }
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Tap") {
                      guard canAdvance else { return }
                      A.n = A.n * 2
                  }
                  Button("Chain") {
                      if A.on { return } else if A.off { A.on = true } else { return }
                      A.off = true
                  }
              }
          }
      }
      """
    let loaded = SwiftFrontend.load(name: "App", sources: [SourceFile(path: "App.swift", text: swift)])
    let error = loaded.diagnostics.first { $0.severity == .error }
    #expect(error?.message == "cannot infer a finite range for Int parameter 'A.n': it is assigned a computed value")
    #expect(error.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (14, 17))
    // Chain: `A.off = true` runs only in the branch that falls through (A.off, not A.on).
    let chain = loaded.spec.components(separatedBy: "button \"Chain\" {").last ?? ""
    #expect(
      chain.hasPrefix(
        "\n    if A.on {} else if A.off {\n      set A.on = true\n      set A.off = true\n    }\n  }"
      ), "\(chain.prefix(300))")
  }

  @Test("A view whose only site cannot be read keeps that warning (it explains why the tip never appears)")
  func unreadableOnlySite() {
    let result = Self.extract(
      """
      struct A: Tip { var title: Text { Text("a") } }
      struct Home: View {
          var upcoming: (any Tip)? { UserDefaults.standard.bool(forKey: "x") ? A() : nil }
          var body: some View { Text("x").popoverTip(upcoming) }
      }
      """)
    #expect(result.diagnostics.contains("App.swift:4: warning: TipCheck cannot tell which tip this popover shows; the site is ignored"))
  }

  @Test("Call following stays sound: arguments are not members, only Type or Type.shared calls are followed, nested returns and #if'd calls are warned")
  func callFollowingLimits() {
    let result = Self.extract(
      """
      struct A: Tip {
          @Parameter static var a = false
          @Parameter static var b = false
          var title: Text { Text("a") }
          static func set(a: Bool) { Self.a = a }
      }
      final class Tour {
          static let shared = Tour()
          var seen: [String] = []
          func append(_ s: String) { A.a = true }
          func dismiss() { A.b = true }
      }
      func activate() { A.a = true }
      struct Home: View {
          @Environment(\\.dismiss) var dismiss
          var body: some View {
              VStack {
                  TipView(A())
                  Button("Set") { A.set(a: true) }
                  Button("Log") { Tour.shared.seen.append("x"); A.b = true }
                  Button("Nested") { if A.a { if A.b { return } }; A.b = false }
                  Button("Close") { dismiss(); A.a = false }
                  Button("Debug") {
                      #if DEBUG
                      activate()
                      #endif
                  }
              }
          }
      }
      """)
    let spec = result.lines
    // Log: only its own assignment (Array's append is not Tour's).
    let log = result.spec.components(separatedBy: "button \"Log\" {").last ?? ""
    #expect(log.hasPrefix("\n    set A.b = true\n  }"), "\(log.prefix(80))")
    #expect(!spec.contains("set A.a = A.a"))
    #expect(
      result.diagnostics == [
        "App.swift:5: warning: TipCheck cannot read the value 'a' assigned to 'A.a'; it takes it as any value (havoc A.a)",
        // Nothing calls Tour.append (the only `append` call is Array's), but
        // a call by that name exists: it is not known to be dead. It only
        // sets a parameter, so it may run at any moment (an approximation).
        "App.swift:10: warning: TipCheck does not model this code, which uses 'A'; it is taken to run at any moment, doing anything it may to parameter A.a (an approximation)",
        // Nothing TipCheck reads calls Tour.dismiss (`dismiss()` is read as SwiftUI's).
        "App.swift:11: warning: TipCheck does not model this code, which uses 'A'; it is taken to run at any moment, doing anything it may to parameter A.b (an approximation)",
        // `seen` is declared `[String]`: its `append` is Array's, not Tour's (no warning).
        "App.swift:21: warning: TipCheck cannot tell when this 'return' leaves the action; the statements after the enclosing 'if' are modelled as always running",
        "App.swift:24: warning: TipCheck does not read code inside '#if … #endif'; the tips, sites and effects in it are ignored",
      ], "\(result.diagnostics)")
  }

  @Test("`// tipcheck:` comments add checks and scenarios; without them a relay implies its order")
  func directives() {
    let result = Self.extract(
      """
      struct A: Tip { @Parameter static var on = false; var title: Text { Text("a") }; var rules: [Rule] { #Rule(Self.$on) { $0 } } }
      \(Self.screen)
      // tipcheck: check reachable A expect violated
      """)
    // A check in a comment adds to the defaults, replacing the default of its kind.
    #expect(result.model?.properties.map(\.name) == ["single-tip", "reachable", "no-deadlock"])
    #expect(result.model?.properties.map(\.expectation) == [.holds, .violated, .holds])
    #expect(result.model?.properties.map(\.isImplicit) == [true, false, true])
  }
}

extension SwiftLoweringTests {
  @Test("A guard's else branch runs its effects before it returns (they were dropped)")
  func guardElseEffects() throws {
    let result = Self.extract(
      """
        struct A: Tip {
            @Parameter static var ready = false
            @Parameter static var asked = false
            var title: Text { Text("a") }
            var rules: [Rule] { #Rule(Self.$ready) { $0 } }
        }
        struct Home: View {
            var body: some View {
                VStack {
                    TipView(A())
                    Button("Go") {
                        guard A.ready else { A.asked = true; return }
                        A.ready = false
                    }
                }
            }
        }
        """)
    let lines = result.lines
    let go = try #require(lines.firstIndex(of: "button \"Go\" {"))
    #expect(Array(lines[go...].prefix(6)) == ["button \"Go\" {", "if A.ready {", "set A.ready = false", "} else {", "set A.asked = true", "}"], "\(result.spec)")
  }
}
