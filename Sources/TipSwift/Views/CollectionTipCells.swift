#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipSpec

/// `TipUICollectionViewCell`: a tip shown as a cell of the controller's
/// collection. The cell is configured where cells are made
/// (`cell.configureTip(tip)` in `collectionView(_:cellForItemAt:)` or a
/// cell registration) and added or removed by a loop over the tip's
/// `shouldDisplayUpdates` that reloads the collection: an inline site the
/// loop drives, as a `TipUIView` shown by `isHidden`.
extension SwiftLowering {
  /// The controller's tip cells, as sites.
  func collectionTipCells(of type: SwiftType, _ environment: ViewEnvironment) -> [SiteSyntax] {
    var sites: [SiteSyntax] = []
    let members = ([type.name] + inheritedDeclarations(of: type.name)).compactMap { index.types[$0] }.flatMap(\.members)
    for (decl, file) in members {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "configureTip", call.modifierBase != nil,
          let tip = call.arguments.first?.expression
        else { continue }
        let loop = reloadingLoop(over: tip, in: members)
        var inner = environment
        inner.file = file
        guard let site = uikitSite(call, file: file, inner, arguments: [:], drivenBy: loop) else { continue }
        if !sites.contains(where: { $0.isSame(as: site.node) }) { sites.append(site.node) }
      }
    }
    return sites
  }

  /// `for await shouldDisplay in tip.shouldDisplayUpdates { …reloadData() }`
  /// (or `apply` of a snapshot, `reloadSections`, …) over the same tip.
  private func reloadingLoop(over tip: ExprSyntax, in members: [(decl: DeclSyntax, file: Int)]) -> (loop: ForStmtSyntax, file: Int)? {
    let name = tip.memberPath?.last
    for (decl, file) in members {
      for node in Syntax(decl).descendants() {
        guard let loop = node.as(ForStmtSyntax.self), let path = loop.sequence.memberPath, path.last == "shouldDisplayUpdates",
          path.dropLast().last == name
        else { continue }
        let reloads = Syntax(loop.body).descendants().contains { node in
          Self.collectionReloads.contains(node.as(FunctionCallExprSyntax.self)?.calleeName ?? "")
        }
        if reloads { return (loop, file) }
      }
    }
    return nil
  }

  /// Calls that make a collection ask its data source again.
  static let collectionReloads: Set<String> = [
    "reloadData", "apply", "applySnapshotUsingReloadData", "reloadSections", "reloadItems", "reconfigureItems",
    "insertItems", "deleteItems", "insertSections", "deleteSections", "performBatchUpdates",
  ]
}
#endif
