#if canImport(UIKit)
import UIKit

enum Haptics {
    static func tap() {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
}
#else
enum Haptics {
    static func tap() {}
}
#endif
