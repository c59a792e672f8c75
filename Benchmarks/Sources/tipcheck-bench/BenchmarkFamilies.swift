import TipSemantics
import TipTestSupport

/// The generated models the `--spin` table and `--scaling` time, in one
/// list, so that the two tables always speak of the same rows.
enum BenchmarkFamilies {
  /// Independent tips, relays (unless `relays` is false: a relay's levels
  /// hold a state or two, nothing to share between cores), ordered groups
  /// and counters; `quick` keeps a small one of each.
  static func rows(quick: Bool, relays: Bool) -> [(name: String, text: String)] {
    var rows: [(name: String, text: String)] = []
    for n in quick ? [10, 12] : [10, 12, 13, 14, 15] { rows.append(("independent tips N=\(n)", ModelFamily.independentTips(n))) }
    for n in !relays ? [] : quick ? [20] : [20, 60] { rows.append(("relay N=\(n)", ModelFamily.relay(n))) }
    for (k, m) in quick ? [(4, 3)] : [(6, 4), (8, 3), (8, 4), (10, 3), (9, 4), (10, 4)] {
      rows.append(("groups k=\(k) m=\(m)", ModelFamily.groups(k, m)))
    }
    for n in quick ? [5] : [6, 7, 8] { rows.append(("counters N=\(n) needs 3", ModelFamily.counters(n, needed: 3))) }
    return rows
  }
}

extension TransitionSystem {
  /// The same system checking single-tip alone: what SPIN checks, and what
  /// the scaling figures time.
  var singleTipOnly: TransitionSystem {
    var system = self
    system.properties = properties.filter { model.properties[$0.propertyIndex].kind == .singleTip }
    return system
  }
}
