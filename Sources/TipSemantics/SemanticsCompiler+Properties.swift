import TipModel

extension TransitionSystemBuilder {
  /// Each property of the model as a state predicate (docs/semantics.md,
  /// "Properties").
  mutating func buildProperties() -> [CheckedProperty] {
    model.properties.enumerated().map { index, property in
      CheckedProperty(propertyIndex: index, kind: kind(of: property))
    }
  }

  private mutating func kind(of property: PropertySpec) -> CheckedProperty.Kind {
    switch property.kind {
    case .singleTip:
      return .invariant(graph.lessOrEqual(graph.count(derived.visible), graph.integer(1)))
    case .reachable(let tip):
      return .reachability(derived.visible[tip.index])
    case .order(let tips):
      var clauses: [ExpressionID] = []
      for (position, tip) in tips.enumerated() where position > 0 {
        let earlierDone = graph.and(tips[..<position].map { derived.invalidated[$0.index] })
        clauses.append(graph.implies(derived.visible[tip.index], earlierDone))
      }
      return .invariant(graph.and(clauses))
    case .noDeadlock:
      return .noDeadlock
    case .invariant(_, let expression):
      return .invariant(compile(expression, stateValues()))
    case .reachableState(_, let expression):
      return .reachability(compile(expression, stateValues()))
    case .staysInRange(let parameter):
      return .staysInDomain(variable: parameterVariable[parameter.index])
    }
  }
}
