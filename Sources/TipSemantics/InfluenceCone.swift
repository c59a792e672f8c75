import TipModel

/// The state variables that can influence a property's verdict: those its
/// expression reads, and, closed under the transition relation, those read
/// by every move and settle update that writes one of them.
///
/// A property's verdict is a function of the runs projected onto its cone:
/// a change to the model outside the cone (an effect on a parameter no
/// rule in the cone reads) cannot change it. `VerdictSoundness` uses this
/// to decide which reading gaps of the Swift front end a verdict rests on.
/// The cone is an over-approximation (it ignores the values that flow, only
/// that they may), so "outside the cone" is a proof and "inside" is not.
public struct InfluenceCone: Sendable {
  /// Indices into `TransitionSystem.variables`.
  public var variables: Set<Int>
  /// Every expression node read on the way (visibility and availability
  /// predicates among them).
  public var nodes: Set<ExpressionID>
  /// Whether the property depends on everything (no-deadlock, which reads
  /// every move's guard).
  public var isEverything: Bool
  /// The tips the property names (`single-tip`: every tip): their
  /// visibility is what it is about, even where the model makes it a
  /// constant (a tip no site presents), which a site the model lacks changes.
  public var namedTips: Set<TipID> = []
}

extension TransitionSystem {
  /// The cone of influence of `properties[index]`.
  public func influenceCone(ofProperty index: Int) -> InfluenceCone {
    var cone: InfluenceCone
    switch properties[index].kind {
    case .noDeadlock:
      return InfluenceCone(variables: Set(variables.indices), nodes: [], isEverything: true)
    case .invariant(let root), .reachability(let root):
      cone = influenceCone(of: [root])
    case .staysInDomain(let variable):
      cone = influenceCone(of: [], variables: [variable])
    }
    let propertyIndex = properties[index].propertyIndex
    if model.properties.indices.contains(propertyIndex) {
      switch model.properties[propertyIndex].kind {
      case .singleTip: cone.namedTips = Set(model.tipIDs)
      case .reachable(let tip): cone.namedTips = [tip]
      case .order(let tips): cone.namedTips = Set(tips)
      default: break
      }
    }
    return cone
  }

  /// The cone of some expressions and variables.
  public func influenceCone(of roots: [ExpressionID], variables seeds: [Int] = []) -> InfluenceCone {
    var cone = Set<Int>()
    var visited = Set<ExpressionID>()
    var pendingVariables = seeds
    var readsChoice = false
    // Writers of each variable: the settle's update and every move's assignment.
    var writers: [Int: [(value: ExpressionID, guard: ExpressionID)]] = [:]
    for move in [launch] + moves {
      for assignment in move.assignments {
        writers[assignment.variable, default: []].append((assignment.value, move.guardExpression))
      }
    }
    func read(_ root: ExpressionID) {
      let found = graph.reads([root], visited: &visited)
      pendingVariables += found.variables
      readsChoice = readsChoice || found.choice
    }
    for root in roots { read(root) }
    var choiceRead = false
    while true {
      if let variable = pendingVariables.popLast() {
        guard cone.insert(variable).inserted else { continue }
        if settle.next.indices.contains(variable) { read(settle.next[variable]) }
        for writer in writers[variable] ?? [] {
          read(writer.value)
          read(writer.guard)
        }
      } else if readsChoice && !choiceRead {
        choiceRead = true
        read(settle.choiceValid)
      } else {
        break
      }
    }
    return InfluenceCone(variables: cone, nodes: visited, isEverything: cone.count == variables.count)
  }

  /// The variables that stand for a tip's own state: its invalidation, its
  /// displays, and the dismissals of the popovers that can present it.
  public func variables(ofTip tip: TipID) -> [Int] {
    variables.indices.filter { index in
      switch variables[index].role {
      case .invalidation(let owner), .displays(let owner): return owner == tip
      case .dismissed(let site): return model.tips(presentableAt: site).contains(tip)
      default: return false
      }
    }
  }
}

extension InfluenceCone {
  /// Whether a tip's state or its visibility is read in the cone.
  public func contains(tip: TipID, of system: TransitionSystem) -> Bool {
    if isEverything || namedTips.contains(tip) { return true }
    if system.variables(ofTip: tip).contains(where: variables.contains) { return true }
    let derived = system.derived
    return [derived.visible, derived.available, derived.invalidated, derived.shown].contains { predicates in
      predicates.indices.contains(tip.index) && nodes.contains(predicates[tip.index])
    }
  }
}

extension TransitionSystem {
  /// The same system without the moves `excluded` picks, checking only
  /// `properties[index]`: every run of it is a run of this system, so a
  /// counterexample or witness found there is one here too.
  public func restricted(toProperty index: Int, excluding excluded: (Move) -> Bool) -> TransitionSystem {
    var copy = self
    copy.moves.removeAll(where: excluded)
    copy.properties = [properties[index]]
    return copy
  }
}
