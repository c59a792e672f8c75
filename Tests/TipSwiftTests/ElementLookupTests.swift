import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// A detail screen that looks its item up by the id of the row that opened
/// it (ElementLookups.swift): read as always finding it when only the rows
/// of that list push it and only the screen holding the rows removes
/// elements; otherwise the `if let` stays a gap, and verdicts whose runs
/// show the detail are unknown. Verdicts and witness lengths by hand.
@Suite("A detail's lookup by the id of the row that opened it", .enabled(if: SwiftFrontend.isAvailable))
struct ElementLookupTests {
  typealias V = ApproximatedSwiftTests

  /// Two sample recipes listed with ListTip inline above them; each row is
  /// a `RecipeRow` whose button pushes `.recipe(recipe.id)` through the
  /// router, and whose swipe deletes the recipe. The detail looks the
  /// recipe up by id and shows CookTip's popover on it.
  static func app(list: String = "", detail: String = "", splitView: Bool = false) -> String {
    let stack = splitView ? "NavigationSplitView { Text(\"Sidebar\") } detail: { NavigationStack(path: $router.path) {" : "NavigationStack(path: $router.path) {"
    let close = splitView ? "} }" : "}"
    return """
      import SwiftUI
      import TipKit
      import Observation
      struct ListTip: Tip { var title: Text { Text("Your recipes") } }
      struct CookTip: Tip { var title: Text { Text("Start cooking") } }
      struct Recipe: Identifiable, Hashable {
          let id = UUID()
          var name: String
          static let samples: [Recipe] = [Recipe(name: "Dal"), Recipe(name: "Shakshuka")]
      }
      @Observable final class RecipeStore {
          private(set) var recipes: [Recipe] = Recipe.samples
          func recipe(id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }
          func delete(_ id: Recipe.ID) { recipes.removeAll { $0.id == id } }
      }
      enum Route: Hashable {
          case recipe(Recipe.ID)
          case about
      }
      @Observable final class Router {
          var path: [Route] = []
          func show(_ route: Route) { path.append(route) }
      }
      @main struct CookApp: App {
          @State private var store = RecipeStore()
          @State private var router = Router()
          init() { try? Tips.configure() }
          var body: some Scene {
              WindowGroup {
                  \(stack)
                      RecipeList()
                          .navigationDestination(for: Route.self) { route in
                              switch route {
                              case .recipe(let id): RecipeDetail(recipeID: id)
                              case .about: Text("About")
                              }
                          }
                  \(close)
                  .environment(store)
                  .environment(router)
              }
          }
      }
      struct RecipeList: View {
          @Environment(RecipeStore.self) private var store
          var body: some View {
              List {
                  TipView(ListTip())
                  ForEach(store.recipes) { recipe in
                      RecipeRow(recipe: recipe)
                          .swipeActions { Button("Delete") { store.delete(recipe.id) } }
                  }
                  \(list)
              }
          }
      }
      struct RecipeRow: View {
          let recipe: Recipe
          @Environment(Router.self) private var router
          var body: some View {
              Button(recipe.name) { router.show(.recipe(recipe.id)) }
          }
      }
      struct RecipeDetail: View {
          let recipeID: Recipe.ID
          @Environment(RecipeStore.self) private var store
          var body: some View {
              if let recipe = store.recipe(id: recipeID) {
                  VStack {
                      Text(recipe.name).popoverTip(CookTip())
                      \(detail)
                  }
              } else {
                  ContentUnavailableView("Recipe removed", systemImage: "trash")
              }
          }
      }
      """
  }

  @Test("Pushed only by its row, removed only from the list: the detail always has its recipe")
  func pushedByRows() throws {
    // By hand: ListTip is inline on the list at launch (0 steps). A row's
    // button pushes its recipe, which is there: CookTip's popover (1 step).
    // The detail covers the list, so the two never show together. No
    // deadlock: with both recipes deleted, a relaunch brings the samples
    // back (the store is in memory) and a row opens the detail again.
    let (result, verdicts) = try V.verdicts(Self.app(), lengths: true)
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable ListTip": "holds 0", "reachable CookTip": "holds 1", "no-deadlock": "holds -1",
        "range RecipeStore.recipes": "holds -1",
      ], "\(verdicts) \(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { $0.id == "swift.view-condition" })
  }

  @Test("A link to a sample's id, a delete on the detail, a split view: the lookup may fail, so a run showing the detail is unknown")
  func mayNotFind() throws {
    // On a device, each may show "Recipe removed" without CookTip: after
    // deleting Dal, "Featured" pushes its id; the detail's own Delete
    // removes the recipe under it; a split view shows the list beside the
    // detail, whose swipe removes the recipe on display.
    for app in [
      Self.app(list: "NavigationLink(\"Featured\", value: Route.recipe(Recipe.samples[0].id))"),
      Self.app(detail: "Button(\"Delete\") { store.delete(recipe.id) }"),
      Self.app(splitView: true),
    ] {
      let (result, verdicts) = try V.verdicts(app)
      #expect(verdicts["reachable CookTip"] == "unknown", "\(verdicts)")
      #expect(verdicts["reachable ListTip"] == "holds", "\(verdicts)")
      #expect(result.diagnostics.contains { $0.id == "swift.view-condition" })
    }
  }

  @Test("Ids spelled as distinct literals of constant samples, never added to: as unique as fresh UUIDs; a repeated literal is not")
  func literalIDs() throws {
    // By hand, as in `pushedByRows`: nothing adds recipes, so the list only
    // holds its samples, "dal" and "shakshuka". With both spelled "dal",
    // deleting one row's recipe (`removeAll` by id) removes both, and the
    // detail of the other may find nothing: unknown.
    func app(_ second: String) -> String {
      Self.app()
        .replacingOccurrences(of: "let id = UUID()", with: "let id: String")
        .replacingOccurrences(
          of: "[Recipe(name: \"Dal\"), Recipe(name: \"Shakshuka\")]",
          with: "[Recipe(id: \"dal\", name: \"Dal\"), Recipe(id: \"\(second)\", name: \"Shakshuka\")]")
    }
    #expect(app("shakshuka").contains("id: \"shakshuka\""))
    let (result, verdicts) = try V.verdicts(app("shakshuka"), lengths: true)
    #expect(verdicts["reachable CookTip"] == "holds 1", "\(verdicts) \(result.diagnostics.map(\.message))")
    #expect(verdicts["range RecipeStore.recipes"] == "holds -1", "\(verdicts)")
    let (_, repeated) = try V.verdicts(app("dal"))
    #expect(repeated["reachable CookTip"] == "unknown", "\(repeated)")
  }

  @Test("A row passing its element through a method and a path of ids: still the row's id")
  func throughMethods() throws {
    // Simmer's shape: `open(recipe)` in the row donates and calls
    // `router.showRecipe(recipe.id)`, which appends the id to a path of
    // ids. By hand, as in `pushedByRows`.
    let app = Self.app()
      .replacingOccurrences(of: "RecipeRow(recipe: recipe)", with: "Button(recipe.name) { open(recipe) }")
      .replacingOccurrences(
        of: "    var body: some View {\n        List {",
        with: "    @Environment(Router.self) private var router\n    private func open(_ recipe: Recipe) { router.showRecipe(recipe.id) }\n    var body: some View {\n        List {")
      .replacingOccurrences(of: "var path: [Route] = []", with: "var path: [Recipe.ID] = []")
      .replacingOccurrences(of: "func show(_ route: Route) { path.append(route) }", with: "func showRecipe(_ id: Recipe.ID) { path.append(id) }")
      .replacingOccurrences(
        of: "route in\n                        switch route {\n                        case .recipe(let id): RecipeDetail(recipeID: id)\n                        case .about: Text(\"About\")\n                        }",
        with: "id in RecipeDetail(recipeID: id)")
      .replacingOccurrences(of: "for: Route.self", with: "for: Recipe.ID.self")
    #expect(app.contains("open(recipe)") && app.contains("showRecipe(recipe.id)") && app.contains("id in RecipeDetail"), "\(app)")
    let (result, verdicts) = try V.verdicts(app, lengths: true)
    #expect(verdicts["reachable CookTip"] == "holds 1", "\(verdicts) \(result.diagnostics.map(\.message))")
    #expect(verdicts["single-tip"] == "holds -1", "\(verdicts)")
  }
}
