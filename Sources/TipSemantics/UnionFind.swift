/// Disjoint sets over `0..<count` (union by linking, path halving): the
/// partitions the analyses of a transition system build (independent parts,
/// the explicit engine's memo clusters).
public struct UnionFind: Sendable {
  private var parent: [Int]

  public init(count: Int) {
    parent = Array(0..<count)
  }

  /// The representative of `x`'s set.
  public mutating func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x {
      parent[x] = parent[parent[x]]
      x = parent[x]
    }
    return x
  }

  public mutating func union(_ a: Int, _ b: Int) {
    parent[find(a)] = find(b)
  }
}
