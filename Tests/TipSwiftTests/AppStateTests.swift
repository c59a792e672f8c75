import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// A view model's flag and the App's root branches read as model state
/// (AppState.swift, RootBranches.swift): each with its verdicts worked out by
/// hand, and each form TipCheck must not read that way (a write it cannot
/// see, an object it cannot place) keeping the old, unknown reading.
@Suite("The app's own state: view-model flags and root switches", .enabled(if: SwiftFrontend.isAvailable))
struct AppStateTests {
  typealias V = VerdictSoundnessTests

  /// A lesson list that pushes a quiz whose view model's `isFinished`
  /// decides what the quiz shows: the hint's popover while it is false,
  /// the done tip once Finish sets it. `model`, `quiz` and `list` are added.
  static func quizApp(model: String = "", quiz: String = "", list: String = "", published: String = "private(set) var")
    -> String
  {
    """
    import SwiftUI
    import TipKit
    struct HintTip: Tip { var title: Text { Text("Stuck?") } }
    struct DoneTip: Tip { var title: Text { Text("Lesson done") } }
    @main struct QuizApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { NavigationStack { Lessons() } } }
    }
    struct Lessons: View {
        var body: some View {
            NavigationLink("Lesson") { Quiz() }
            \(list)
        }
    }
    @MainActor final class QuizModel: ObservableObject {
        @Published \(published) isFinished = false
        \(model)
        func finish() { isFinished = true }
    }
    struct Review: View { var body: some View { Text("Review") } }
    struct Quiz: View {
        @StateObject private var model = QuizModel()
        var body: some View {
            VStack {
                if model.isFinished {
                    TipView(DoneTip())
                } else {
                    Button("Finish") { model.finish() }
                    Image(systemName: "lightbulb").popoverTip(HintTip())
                }
                \(quiz)
            }
        }
    }
    """
  }

  @Test("A pushed screen's view-model flag decides its branches exactly, and starts afresh each time the screen opens")
  func viewModelFlag() throws {
    let result = V.verify(Self.quizApp())
    #expect(!result.diagnostics.contains { $0.id == "swift.view-condition" }, "\(result.diagnostics.map(\.message))")
    // By hand: open the lesson, the hint shows (1 step); Finish, the done tip
    // replaces it (2 steps); they are in the two branches of one `if`, never
    // together; either can always come again (back, open a fresh quiz).
    #expect(
      V.verdicts(result) == [
        "single-tip": .holds, "reachable HintTip": .holds, "reachable DoneTip": .holds, "no-deadlock": .holds,
      ])
    let lines = SwiftLoweringTests.extract(Self.quizApp()).lines
    #expect(lines.contains("transient param isFinished: Bool = false"))
    #expect(lines.contains("button \"Finish\" if !QuizModel.isFinished {"), "\(lines)")
    let appear = try #require(lines.firstIndex(of: "onAppear {"))
    #expect(lines[appear + 1] == "set QuizModel.isFinished = false")
  }

  @Test(
    "A flag TipCheck cannot see every write of, or whose object it cannot place, keeps the unread reading",
    arguments: [
      // The quiz opens a screen of its own: coming back keeps the object.
      ("", "NavigationLink(\"Review\") { Review() }", "", "private(set) var"),
      // A second object: which one a view reads is not known.
      ("", "", "let spare = QuizModel()", "private(set) var"),
      // A binding writes it where TipCheck does not look.
      ("", "Toggle(\"Done\", isOn: $model.isFinished)", "", "var"),
      // An initializer gives it a value of its own.
      ("init() { isFinished = UserDefaults.standard.bool(forKey: \"done\") }", "", "", "private(set) var"),
    ])
  func notModelState(model: String, quiz: String, list: String, published: String) {
    let result = V.verify(Self.quizApp(model: model, quiz: quiz, list: list, published: published))
    #expect(result.diagnostics.contains { $0.id == "swift.view-condition" }, "\(result.diagnostics.map(\.message))")
    // The done tip is behind the condition, now an approximation.
    #expect(V.verdicts(result)["reachable DoneTip"] == .unknown, "\(V.verdicts(result))")
    #expect(V.verdicts(result)["single-tip"] == .holds)
  }

  @Test("A flag named in a file TipCheck does not parse may be written there: not a model variable")
  func writtenInUnparsedFile() {
    let result = Verifier().verify(
      swiftApp: "App",
      sources: [
        SourceFile(path: "App.swift", text: Self.quizApp(published: "var")),
        // Names no tip and nothing that reaches one: not parsed.
        SourceFile(path: "Debug.swift", text: "enum DebugMenu { static func finishAll(_ m: AnyObject) { (m as? NSObject)?.setValue(true, forKey: \"isFinished\") } }"),
      ])
    #expect(result.diagnostics.contains { $0.id == "swift.view-condition" }, "\(result.diagnostics.map(\.message))")
    #expect(V.verdicts(result)["reachable DoneTip"] == .unknown)
  }

  /// A splash, then the tab view when signed in, else the login form.
  /// `login` and `settings` are added to those screens.
  static func gateApp(login: String = "", home: String = "", condition: String = "session.isSignedIn") -> String {
    """
    import SwiftUI
    import TipKit
    struct SaveTip: Tip { var title: Text { Text("Save") } }
    struct WelcomeTip: Tip { var title: Text { Text("Welcome") } }
    @MainActor final class Session: ObservableObject {
        @Published private(set) var isSignedIn = false
        func signIn() { isSignedIn = true }
        func signOut() { isSignedIn = false }
    }
    @main struct GateApp: App {
        @StateObject private var session = Session()
        @State private var showSplash = true
        init() { try? Tips.configure() }
        var body: some Scene {
            WindowGroup {
                if showSplash {
                    Splash().onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showSplash = false }
                    }
                } else if \(condition) {
                    Home().environmentObject(session)
                } else {
                    Login().environmentObject(session)
                }
            }
        }
    }
    struct Splash: View { var body: some View { Text("Gate") } }
    struct Login: View {
        @EnvironmentObject private var session: Session
        var body: some View {
            VStack {
                TipView(WelcomeTip())
                Button("Sign In") { session.signIn() }
                \(login)
            }
        }
    }
    struct Home: View {
        @EnvironmentObject private var session: Session
        var body: some View {
            NavigationStack {
                VStack {
                    TipView(SaveTip())
                    Button("Save") { SaveTip().invalidate(reason: .actionPerformed) }
                    NavigationLink("Account") { Account() }
                    \(home)
                }
            }
        }
    }
    struct Account: View {
        @EnvironmentObject private var session: Session
        var body: some View { Button("Sign Out") { session.signOut() } }
    }
    struct Help: View { var body: some View { Text("Help") } }
    """
  }

  @Test("The App's root branches switch exactly: at launch, after the delay, on sign-in and sign-out")
  func exactRootSwitch() throws {
    let result = V.verify(Self.gateApp())
    #expect(!result.diagnostics.contains { $0.id == "swift.root-branch" }, "\(result.diagnostics.map(\.message))")
    // By hand: the splash first (no tip); after the delay the login form
    // (WelcomeTip, 1 step); Sign In: the home (SaveTip, 2 steps); Account,
    // Sign Out: back to the login form. One root at a time, so one tip.
    #expect(
      V.verdicts(result) == [
        "single-tip": .holds, "reachable SaveTip": .holds, "reachable WelcomeTip": .holds, "no-deadlock": .holds,
      ])
    let save = try #require(V.property(result, "reachable SaveTip")?.trace)
    #expect(save.steps.count == 3)  // launch, the delay, Sign In
    // Sign-out from the pushed Account screen: the switch leaves Home's screens.
    let lines = SwiftLoweringTests.extract(Self.gateApp()).lines
    #expect(lines.contains("if screen != Home && screen != Account {"), "\(lines)")
  }

  @Test(
    "A root switch TipCheck cannot read exactly stays an approximation at its branch",
    arguments: [
      // A screen both roots reach: which root it belongs to is not known.
      ("NavigationLink(\"Help\") { Help() }", "NavigationLink(\"Help\") { Help() }", "session.isSignedIn"),
      // A condition over state TipCheck does not model.
      ("", "", "UserDefaults.standard.bool(forKey: \"signedIn\")"),
    ])
  func approximateRootSwitch(login: String, home: String, condition: String) {
    let result = V.verify(Self.gateApp(login: login, home: home, condition: condition))
    #expect(result.diagnostics.contains { $0.id == "swift.root-branch" }, "\(result.diagnostics.map(\.message))")
    // The home's tip lies past an approximate switch.
    #expect(V.verdicts(result)["reachable SaveTip"] == .unknown, "\(V.verdicts(result))")
  }
}

extension AppStateTests {
  /// The App branches on an `@AppStorage` flag the onboarding view sets
  /// through its own property with the same key; `extra` is added.
  static func onboardingApp(appKey: String = "hasOnboarded", viewKey: String = "hasOnboarded", extra: String = "") -> String {
    """
    import SwiftUI
    import TipKit
    struct SaveTip: Tip { var title: Text { Text("Save") } }
    struct TourTip: Tip { var title: Text { Text("Tour") } }
    @main struct GateApp: App {
        @AppStorage("\(appKey)") private var hasOnboarded = false
        init() { try? Tips.configure() }
        var body: some Scene {
            WindowGroup {
                if hasOnboarded { Home() } else { Onboarding() }
            }
        }
    }
    struct Onboarding: View {
        @AppStorage("\(viewKey)") private var didFinish = false
        var body: some View {
            VStack {
                TipView(TourTip())
                Button("Get Started") { didFinish = true }
            }
        }
    }
    struct Home: View {
        var body: some View { TipView(SaveTip()) }
    }
    \(extra)
    """
  }

  @Test("One @AppStorage key declared by the App and the onboarding view is one persisted flag: the gate switches exactly")
  func sharedStorageGate() throws {
    let result = V.verify(Self.onboardingApp())
    #expect(!result.diagnostics.contains { $0.id == "swift.root-branch" }, "\(result.diagnostics.map(\.message))")
    // By hand: a fresh install opens on the onboarding (TourTip, 0 steps);
    // Get Started sets the key, the root shows Home (SaveTip, 1 step). The
    // key persists: every later launch opens on Home (TourTip has appeared
    // by then, so nothing is left waiting).
    #expect(
      V.verdicts(result) == [
        "single-tip": .holds, "reachable SaveTip": .holds, "reachable TourTip": .holds, "no-deadlock": .holds,
      ])
    let save = try #require(V.property(result, "reachable SaveTip")?.trace)
    #expect(save.steps.count == 2)  // launch on the onboarding, Get Started
    let lines = SwiftLoweringTests.extract(Self.onboardingApp()).lines
    #expect(lines.contains("param hasOnboarded: Bool = false"), "\(lines)")
    #expect(lines.contains("set TipCheckStorage.hasOnboarded = true"))
  }

  @Test("A key written elsewhere too (UserDefaults) is not one flag; a key nobody else names keeps its literal for good")
  func storageNotShared() {
    // `UserDefaults` may write the key: the switch stays an approximation.
    let written = V.verify(
      Self.onboardingApp(extra: "enum Reset { static func run() { UserDefaults.standard.set(false, forKey: \"hasOnboarded\") } }"))
    #expect(written.diagnostics.contains { $0.id == "swift.root-branch" }, "\(written.diagnostics.map(\.message))")
    #expect(V.verdicts(written)["reachable SaveTip"] == .unknown)
    // A typo in the onboarding view's key: the App's key is named once and
    // never written, so on a fresh install the app never leaves the onboarding.
    let typo = V.verify(Self.onboardingApp(viewKey: "didOnboard"))
    #expect(V.verdicts(typo)["reachable SaveTip"] == .violated, "\(typo.diagnostics.map(\.message))")
    #expect(V.verdicts(typo)["reachable TourTip"] == .holds)
  }
}
