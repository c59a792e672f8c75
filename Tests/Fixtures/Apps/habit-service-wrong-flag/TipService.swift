import TipKit

enum AppScreen {
    case stats
    case settings
}

final class TipService {
    static let shared = TipService()

    private init() {}

    func markSeen(_ screen: AppScreen) {
        switch screen {
        case .stats:
            HabitFlags.visitedSettings = true
        case .settings:
            HabitFlags.visitedSettings = true
        }
    }
}
