import Foundation
import Testing
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// The corpus of app-shaped fixtures (`Tests/Fixtures/Apps/`, each several
/// files shaped like a real app, with its device verdicts worked out by
/// hand in `verdicts.txt`). Two promises are checked on every one:
///
/// 1. **Never a wrong confident verdict**: each verdict TipCheck prints is
///    the device's, or `unknown`.
/// 2. **What is read stays read**: the verdicts TipCheck leaves `unknown`
///    are exactly those listed here. Reading a new pattern shrinks the list;
///    a regression grows it, and this test says which.
@Suite("App corpus: verdicts are the device's or unknown", .enabled(if: SwiftFrontend.isAvailable))
struct AppCorpusTests {
  static let corpus = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps"

  /// The properties TipCheck cannot decide yet, per fixture, with the
  /// pattern that stands in the way.
  static let stillUnknown: [String: Set<String>] = [
    // Two popovers presented from one controller (UIKit shows one at a time, in an order
    // TipCheck does not model) and a presenter loop that never dismisses its popover.
    "metronome-uikit-stale-popover": [
      "single-tip", "reachable TempoTip", "reachable AccentTip", "reachable StartPracticeTip", "no-deadlock",
    ],
    // `guard let index = batches.firstIndex(where:) else { return }` before a donation: both
    // outcomes are modelled, and the witness needs the batch to be found; the batch rows are
    // `store.activeBatches`, a filter that may leave none, so a witness tapping one rests on a row.
    "carboy-brew-log": ["reachable AttenuationTip", "reachable GravityTip", "no-deadlock"],
    // The library's rows start empty (a persisted list); the witness needs an imported piece,
    // and the stuck tour needs the import to add it (`guard !contains(piece)`).
    "cantor-choir-practice": ["reachable PracticeLoopTip", "reachable RecordTakeTip", "no-deadlock"],
    // A row of a diffable data source (whether the table has one, and
    // `dataSource.itemIdentifier(for:)`) on the way to buying a ticket.
    "dockside-ferry-tickets": ["reachable QuickBuyTip", "reachable WalletTip", "no-deadlock"],
    // `.disabled(store.current.rows == 0)`: an Int of a model object, not read.
    "purl-row-counter": ["reachable FinishedProjectsTip", "no-deadlock"],
    // `guard savingID == nil, !book.isSaved` and `firstIndex(where:)` over the loaded books: a
    // per-row property and a lookup TipCheck does not read.
    "quire-reading-list": ["single-tip", "reachable UpNextTip", "no-deadlock"],
    // Witnesses that tap a row of a list that may be empty (`swift.row-assumed`): the bottles of
    // a rack section grouped by a computed property (cellar); a filter to favorites (one-tip-app)
    // or by kind (orrery).
    "cellar-tasting-tour": ["reachable TastingNoteTip"],
    "one-tip-app": ["reachable FavoritesFilterTip", "no-deadlock"],
    "orrery-sky-tour": ["reachable LogObservationTip", "reachable LogbookTip", "no-deadlock"],
    // `toggleMetronome()` branches on `isMetronomeRunning` of a view model a pushed screen makes
    // in its `init` (`_model = State(initialValue: …)`) and that opens a sheet: its lifetime is not
    // read, so both branches stay modelled, and the stuck tour's state rests on one of them.
    "chordbook-practice-tour": ["no-deadlock"],
    // The notes come from `try await api.sync(…)` in a `do` (both outcomes modelled), pins are a
    // per-row `notes[index].isPinned` after `firstIndex(where:)`, and the detail's `.onDisappear`
    // saves: every verdict's run passes through one of them.
    "marginalia-notes-sync": ["single-tip", "reachable OfflineEditingTip", "reachable PinNoteTip", "reachable TagSearchTip", "no-deadlock"],
    // The detail's bookmark is `.disabled(recipe.isSaved)`, a per-row property, and cook mode's
    // Next is under `if stepIndex < recipe.steps.count - 1`: the stuck-tour search passes both.
    "simmer-recipe-tabs": ["no-deadlock"],
    // The detail's steps are `ForEach(checklist.steps.enumerated())` of the looked-up checklist
    // (rows of a constant sample's list, not read as there) and Settings' Picker `.onChange`
    // is a move at any time: the stuck-tour search passes both.
    "preflight-checklists": ["no-deadlock"],
    // The detail is `if let book = viewModel.book` (a lookup by the row's id) and shows its buttons
    // under `canStart`/`isReading`, per-row state of that book; the add sheet's Save is `guard
    // canSave`, a form's validity over typed text, both ways an approximation.
    "shelfmark-reading-list": ["single-tip", "reachable TidyShelfTip", "reachable LogProgressTip", "no-deadlock"],
    // The recipes come from `service.loadRecipes()` in the view model's init (their count is not
    // read) and the detail is `if let recipe = viewModel.recipe(recipeID)`, a lookup by id.
    "mise-ordered-recipes": [
      "single-tip", "reachable ImportRecipeTip", "reachable ScaleServingsTip",
      "order FavoritesFilterTip -> ImportRecipeTip -> ScaleServingsTip", "no-deadlock",
    ],
    // The relay is `switch tip { case is StartRunTip: … }` over the presented tip, in a helper the
    // style calls: which case runs depends on the site, which the spec cannot say yet.
    "pace-relay-tour": ["reachable AudioCuesTip", "reachable RunHistoryTip", "no-deadlock"],
    // The onboarding cover is `.fullScreenCover(isPresented: Binding(get: { !onboardingDone }, …))`,
    // a presentation bound to a computed Binding; the forecast loads in a `do { try await }`.
    "tideline-splash-pager": ["single-tip", "reachable SwipePagesTip", "reachable TideChartTip", "reachable FavoriteSpotTip", "no-deadlock"],
    // The Book button sits in the `else` of `if isReserving` (a view model's in-flight booking),
    // a condition TipCheck does not read.
    "kiln-pottery-classes": ["reachable CalendarExportTip", "no-deadlock"],
  ]

  /// Fixtures TipCheck cannot check at all yet, with why.
  static let notChecked: [String: String] = [:]

  static var fixtures: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// `verdicts.txt`: `property: holds|violated` lines, `#` comments.
  static func deviceVerdicts(_ fixture: String) throws -> [String: Verdict] {
    let text = try String(contentsOfFile: corpus + "/" + fixture + "/verdicts.txt", encoding: .utf8)
    var verdicts: [String: Verdict] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.lastIndex(of: ":") else { continue }
      let property = line[..<colon].trimmingCharacters(in: .whitespaces)
      let verdict = try #require(Verdict(rawValue: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
      verdicts[property] = verdict
    }
    return verdicts
  }

  @Test("The corpus has at least 25 app-shaped fixtures, each of several files with hand-worked verdicts")
  func corpusShape() throws {
    #expect(Self.fixtures.count >= 25)
    for fixture in Self.fixtures {
      let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus + "/" + fixture)
      #expect(files.filter { $0.hasSuffix(".swift") }.count >= 2, "\(fixture)")
      #expect(!(try Self.deviceVerdicts(fixture)).isEmpty, "\(fixture)")
    }
  }

  @Test("Every verdict is the device's or unknown, and exactly the listed ones are unknown", arguments: fixtures)
  func verdicts(fixture: String) throws {
    let device = try Self.deviceVerdicts(fixture)
    let run = Verifier().verify(paths: [Self.corpus + "/" + fixture])
    let result = try #require(run.specs.first)
    if let why = Self.notChecked[fixture] {
      #expect(result.model == nil, "\(fixture) is checked now (\(why)): list its verdicts")
      return
    }
    let model = try #require(result.model, "\(result.diagnostics)")
    var unknown: Set<String> = []
    for property in result.properties {
      let title = property.title(in: model)
      let truth = try #require(device[title], "\(fixture): \(title) has no hand-worked verdict")
      if property.verdict == .unknown {
        unknown.insert(title)
        #expect(!property.restsOn.isEmpty || property.explanation.first?.contains("limit") == true, "\(fixture): \(title)")
      } else {
        #expect(property.verdict == truth, "\(fixture): \(title) is \(property.verdict) on TipCheck, \(truth) on a device")
      }
    }
    #expect(Set(result.properties.map { $0.title(in: model) }) == Set(device.keys), "\(fixture)")
    #expect(unknown == Self.stillUnknown[fixture] ?? [], "\(fixture)")
  }
}
