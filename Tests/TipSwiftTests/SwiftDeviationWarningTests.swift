import Foundation
import Testing
import TipModel
import TipResults
import TipSpec
import TipSwift
import TipTestSupport

/// The known deviations of docs/swift-frontend.md that TipCheck can see in
/// the sources are said where they are, instead of silently changing a verdict.
@Suite("Reading TipKit Swift: deviations said aloud", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftDeviationWarningTests {
  typealias S = SwiftLoweringTests

  static let tips = """
    struct A: Tip { @Parameter static var on = false; var title: Text { Text("a") }; var rules: [Rule] { #Rule(Self.$on) { $0 } } }
    struct B: Tip { var title: Text { Text("b") } }

    """

  @Test("A site or a control under an unread `if` waits for a flag of its own, approximated; under a `switch`, read as always there")
  func conditionalContent() throws {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            var ready: Bool { UserDefaults.standard.bool(forKey: "ready") }
            var body: some View {
                VStack {
                    if ready {
                        TipView(A())
                        Button("Go") { A.on = true }
                    } else {
                        Text("wait")
                    }
                    switch ready {
                    case true: TipView(B())
                    case false: Text("no")
                    }
                    Text("plain").popoverTip(B())
                }
            }
        }
        """)
    // Under the `if`: the site and the control wait for the condition's
    // flag, which any launch may start with either value and which may
    // change at any moment (both approximations). Under the `switch`:
    // read as mounted. Each construct is warned once, at its keyword.
    #expect(result.lines.contains("inline \"A\" shows A if TipCheckConditions.Home_line7"))
    #expect(result.lines.contains("button \"Go\" if TipCheckConditions.Home_line7 {"))
    #expect(result.lines.contains("anytime \"'ready' changes\" {"))
    #expect(result.lines.contains("havoc TipCheckConditions.Home_line7"))
    #expect(
      result.diagnostics == [
        "App.swift:7: warning: TipCheck cannot read the condition 'ready'; what is under it is taken to be on screen or not, from launch and at any moment (an approximation)",
        "App.swift:13: warning: TipCheck reads the tip sites and controls under this 'switch' as always on screen; it does not model the condition, so a verdict may differ on a device",
      ])
    // Conditions around nothing TipKit-related, or in an action, say nothing.
    let quiet = S.extract(
      Self.tips + """
        struct Home: View {
            var ready: Bool { UserDefaults.standard.bool(forKey: "ready") }
            var body: some View {
                VStack {
                    if ready { Text("ready") }
                    TipView(A())
                    Button("Go") { if ready { A.on = true } }
                }
            }
        }
        """)
    #expect(quiet.diagnostics.filter { $0.contains("always on screen") }.isEmpty, "\(quiet.diagnostics)")
  }

  @Test("A view embedded under an `if` waits for the parent's `if`, said at it")
  func embeddedUnderCondition() {
    let result = S.extract(
      Self.tips + """
        struct Card: View { var body: some View { TipView(B()) } }
        struct Home: View {
            var ready: Bool { UserDefaults.standard.bool(forKey: "ready") }
            var body: some View {
                VStack {
                    TipView(A())
                    if ready { Card() }
                }
            }
        }
        """)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.hasPrefix("App.swift:9: warning: TipCheck cannot read the condition 'ready'") == true)
    #expect(result.lines.contains("inline \"B\" shows B if TipCheckConditions.Home_line9"), "\(result.lines)")
  }

  @Test("Every tab of a TabView is read as on screen at once, said at the TabView")
  func tabView() {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            var body: some View {
                TabView {
                    TipView(A()).tabItem { Text("One") }
                    TipView(B()).tabItem { Text("Two") }
                }
            }
        }
        """)
    #expect(result.model?.sites.count == 2)
    #expect(
      result.diagnostics == [
        "App.swift:5: warning: TipCheck reads every tab of this TabView as on screen at once, and switching tabs is not a move; a verdict may differ on a device"
      ])
  }

  @Test("An app whose entry point never calls Tips.configure is checked unconfigured (S26), with a warning; excerpts without an entry point are not")
  func missingConfiguration() {
    let home = """
      struct Home: View { var body: some View { VStack { TipView(A()); TipView(B()) } } }

      """
    let unconfigured = S.extract(
      Self.tips + home + """
        @main
        struct TourApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """)
    #expect(
      unconfigured.diagnostics == [
        "App.swift:5: warning: this app never calls 'Tips.configure()': on a device TipKit shows no tip, and TipCheck checks it so"
      ])
    #expect(unconfigured.model?.configuration.tipsConfigured == false)
    // Only in a function nothing names: never configured. In one a button calls: not at launch, so unknown.
    let dead = S.extract(
      Self.tips + home + """
        enum Setup { static func start() { try? Tips.configure() } }
        @main
        struct TourApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """)
    #expect(dead.model?.configuration.tipsConfigured == false)
    #expect(
      dead.diagnostics == [
        "App.swift:4: warning: Tips.configure is only called in 'start', which nothing calls: on a device TipKit shows no tip, and TipCheck checks it so"
      ])
    let later = S.extract(
      Self.tips + """
        struct Home: View { var body: some View { VStack { TipView(A()); TipView(B()); Button("Go") { Setup.start() } } } }
        enum Setup { static func start() { try? Tips.configure() } }
        """)
    #expect(later.model?.configuration.tipsConfigured == true)
    #expect(later.diagnostics == [
      "App.swift:4: warning: Tips.configure is called in 'start', which TipCheck cannot place at launch; until it runs, TipKit shows no tip"
    ])
    // Through a function the App's init calls, it is at launch.
    let throughHelper = S.extract(
      Self.tips + home + """
        enum Setup { static func start() { try? Tips.configure() } }
        @main
        struct TourApp: App {
            init() { Setup.start() }
            var body: some Scene { WindowGroup { Home() } }
        }
        """)
    #expect(throughHelper.diagnostics.isEmpty, "\(throughHelper.diagnostics)")
    #expect(throughHelper.model?.configuration.tipsConfigured == true)
    let configured = S.extract(
      Self.tips + home + """
        @main
        struct TourApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Home() } }
        }
        """)
    #expect(configured.diagnostics.isEmpty, "\(configured.diagnostics)")
    let excerpt = S.extract(Self.tips + home)
    #expect(excerpt.diagnostics.isEmpty, "\(excerpt.diagnostics)")
  }
}

extension SwiftDeviationWarningTests {
  @Test("`if let tip = group.currentTip { TipView(tip) }` is read exactly, as TipView(group.currentTip); its controls are still conditional")
  func ifLetCurrentTip() {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            var body: some View {
                VStack {
                    if let tip = tips.currentTip {
                        TipView(tip)
                    }
                    if let first = tips.currentTip as? A {
                        Text("anchor").popoverTip(first)
                        Button("Go") { A.on = true }
                    }
                }
            }
        }
        """)
    #expect(result.lines.contains("inline \"tips.currentTip\" shows tips.currentTip"))
    #expect(result.lines.contains("popover \"anchor\" shows tips.currentTip as? A"))
    // The sites say nothing; the button under the second `if let` is there only while the group has a tip.
    #expect(
      result.diagnostics == [
        "App.swift:10: warning: TipCheck reads the controls and other tip sites under this 'if let' as always there, also while the group has no current tip; a verdict may differ on a device"
      ])
  }

  @Test("An availability check is said to be read with every branch on screen")
  func availability() {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            var body: some View {
                if #available(iOS 18.0, *) { TipView(A()) } else { TipView(B()) }
            }
        }
        """)
    #expect(
      result.diagnostics == [
        "App.swift:5: warning: TipCheck reads every branch of this availability check as on screen together; it does not pick an OS version, so a verdict may differ on a device"
      ])
  }
}

extension SwiftDeviationWarningTests {
  @Test("A page sheet keeps its presenter's inline tips mounted; closing it re-running onAppear is said; a sheet over a view without onAppear says nothing")
  func sheetAsScreen() {
    let result = S.extract(
      Self.tips + """
        struct Detail: View { var body: some View { TipView(B()) } }
        struct Home: View {
            @State var showing = false
            var body: some View {
                VStack {
                    TipView(A())
                    Button("More") { showing = true }
                }
                .onAppear { A.on = true }
                .sheet(isPresented: $showing) { Detail() }
            }
        }
        """)
    #expect(result.lines.contains("navigate Detail"))
    // Home's TipView stays mounted under the page sheet: Detail shows it too.
    let detail = result.lines.drop { $0 != "screen Detail {" }.prefix { $0 != "}" }
    #expect(detail.contains("inline \"A\" shows A") && detail.contains("inline \"B\" shows B"), "\(result.spec)")
    #expect(
      result.diagnostics == [
        "App.swift:12: warning: TipCheck reads closing this .sheet as coming back to Home, which runs its onAppear again; on a device the presenter stays in place"
      ])
    let plain = S.extract(
      Self.tips + """
        struct Detail: View { var body: some View { TipView(B()) } }
        struct Home: View {
            @State var showing = false
            var body: some View {
                Button("More") { showing = true }
                .sheet(isPresented: $showing) { Detail() }
            }
        }
        """)
    #expect(plain.diagnostics.filter { $0.contains(".sheet") }.isEmpty, "\(plain.diagnostics)")
  }
}

extension SwiftDeviationWarningTests {
  @Test("Every construct around a site is said, not only the innermost; an if-let name hides a stored tip of that name")
  func nestedAndShadowed() throws {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            var showTips: Bool { UserDefaults.standard.bool(forKey: "tips") }
            let tip = B()
            var body: some View {
                TabView {
                    if showTips {
                        if let tip = tips.currentTip { TipView(tip) }
                    }
                    if let tip = tips.currentTip, showTips {
                        TipView(tip)
                        Button("Skip") { tip.invalidate(reason: .tipClosed) }
                    }
                }
            }
        }
        """)
    // Both sites show the group's current tip, never the stored B named
    // `tip`; the first waits for the outer `if showTips` (a flag of its own).
    #expect(
      result.lines.filter { $0.hasPrefix("inline") } == [
        "inline \"tips.currentTip\" shows tips.currentTip if TipCheckConditions.Home_line9",
        "inline \"tips.currentTip\" shows tips.currentTip",
      ])
    // `tip.invalidate` under the if-let is the group's current tip, not the stored B.
    #expect(result.lines.filter { $0 == "invalidate B .tipClosed" }.count == 1, "\(result.spec)")
    #expect(
      result.contains(
        lines: "if current(tips, A) {\ninvalidate A .tipClosed\n} else if current(tips, B) {\ninvalidate B .tipClosed\n}"),
      "\(result.spec)")
    let lines = Set(result.diagnostics.map { String($0.prefix(while: { $0 != ":" })) + ":" + ($0.split(separator: ":")[1]) })
    #expect(lines == ["App.swift:8", "App.swift:9", "App.swift:12"], "\(result.diagnostics)")
    #expect(result.diagnostics.contains { $0.hasPrefix("App.swift:8: warning: TipCheck reads every tab of this TabView") })
    #expect(result.diagnostics.contains { $0.hasPrefix("App.swift:9: warning: TipCheck cannot read the condition 'showTips'") })
    // An `if let` binding a current tip beside a condition keeps the old reading.
    #expect(result.diagnostics.contains { $0.hasPrefix("App.swift:12: warning: TipCheck reads the tip sites and controls under this 'if'") })
  }

  @Test("Tips.configure in a preview configures nothing; TipKit.Tips.configure counts")
  func configurationInPreviewsAndQualified() {
    let app = """
      struct Home: View { var body: some View { VStack { TipView(A()); TipView(B()) } } }
      @main
      struct TourApp: App {
          var body: some Scene { WindowGroup { Home() } }
      }

      """
    let preview = S.extract(
      Self.tips + app + """
        #Preview { Home().task { try? Tips.configure([.displayFrequency(.immediate)]) } }
        """)
    #expect(preview.diagnostics.contains { $0.contains("never calls 'Tips.configure()'") }, "\(preview.diagnostics)")
    #expect(!preview.lines.contains("displayFrequency immediate"))
    let qualified = S.extract(
      Self.tips + app + """
        extension TourApp { init() { try? TipKit.Tips.configure([.displayFrequency(.daily)]) } }
        """)
    #expect(!qualified.diagnostics.contains { $0.contains("Tips.configure") }, "\(qualified.diagnostics)")
    #expect(qualified.lines.contains("displayFrequency daily"))
  }
}

extension SwiftDeviationWarningTests {
  @Test("An iOS 18 group beside an iOS 17 relay of the same steps implies their order once (it was checked twice: an error)")
  func groupAndRelayOfTheSameSteps() throws {
    let seed = try String(contentsOfFile: TestSupport.repositoryRoot + "/Tests/Fixtures/Swift/seed-3-chained-style.swift", encoding: .utf8)
    let result = S.extract([
      "Relay.swift": seed,
      "App.swift": """
        struct GroupTour: View {
            @State var tips = TipGroup(.ordered) { Step1Tip(); Step2Tip() }
            var body: some View { Text("A").popoverTip(tips.currentTip) }
        }
        struct Tour: View {
            var body: some View {
                if #available(iOS 18.0, *) { GroupTour() } else { LegacySequenceDemo() }
            }
        }
        """,
    ])
    _ = try #require(result.model, "\(result.diagnostics)")
    // The group's order is a default property; the relay adds no second.
    let checks = result.lines.filter { $0.hasPrefix("check ") }
    #expect(checks.isEmpty, "\(checks)")
    let model = try #require(result.model)
    #expect(model.properties.filter { if case .order = $0.kind { true } else { false } }.count == 1)
    #expect(result.diagnostics.contains { $0.hasPrefix("App.swift:7: warning: TipCheck reads every branch of this availability check") })
  }
}

extension SwiftDeviationWarningTests {
  @Test("A card view given the if-let tip shows the group's current tip; a helper under an `if` is said at the `if`")
  func cardsAndHelpers() throws {
    let result = S.extract(
      Self.tips + """
        struct TipCard: View {
            let tip: any Tip
            var body: some View { TipView(tip) }
        }
        struct Home: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            var onboarding: Bool { UserDefaults.standard.bool(forKey: "onboarding") }
            var banner: some View { Text("hi").popoverTip(B()) }
            func startButton() -> some View { Button("Start") { A.on = true } }
            var body: some View {
                VStack {
                    if let tip = tips.currentTip { TipCard(tip: tip) }
                    if onboarding {
                        banner
                        startButton()
                    }
                }
            }
        }
        """)
    #expect(result.lines.contains("inline \"tips.currentTip\" shows tips.currentTip"), "\(result.spec)")
    #expect(
      result.diagnostics == [
        "App.swift:15: warning: TipCheck reads the tip sites and controls under this 'if' as always on screen; it does not model the condition, so a verdict may differ on a device"
      ])
  }
}

extension SwiftDeviationWarningTests {
  @Test("A site whose tip is chosen by a ternary against nil is read with its tip and a warning; a name cast to one tip type is that tip")
  func ternaryAndCast() {
    let result = S.extract(
      Self.tips + """
        struct Home: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            var show: Bool { UserDefaults.standard.bool(forKey: "show") }
            var body: some View {
                VStack {
                    Text("x").popoverTip(show ? B() : nil)
                    if let first = tips.currentTip as? A {
                        TipView(first)
                        Button("Got it") { first.invalidate(reason: .actionPerformed) }
                    }
                }
            }
        }
        """)
    #expect(result.lines.contains("popover \"x\" shows B"))
    #expect(result.lines.contains("invalidate A .actionPerformed"))
    #expect(result.diagnostics.contains {
      $0.hasPrefix("App.swift:8: warning: TipCheck reads this site as always showing its tip; it does not model the condition")
    }, "\(result.diagnostics)")
  }
}
