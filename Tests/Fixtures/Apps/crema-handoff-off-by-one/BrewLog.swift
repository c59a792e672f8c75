import Foundation
import Observation
import TipKit

struct Cup: Identifiable {
    let id = UUID()
    var date: Date
    var grams: Int
}

@Observable
final class BrewLog {
    var cups: [Cup] = []
    var showsRatio = false

    /// The intro tip hands over to the ratio tip once three cups are logged.
    func logCup(grams: Int) {
        cups.append(Cup(date: .now, grams: grams))
        BrewRatioTip.cupsLogged += 1
        if BrewRatioTip.cupsLogged > 3 {
            FirstCupTip().invalidate(reason: .actionPerformed)
        }
    }

    func toggleRatio() {
        showsRatio.toggle()
        BrewRatioTip().invalidate(reason: .actionPerformed)
    }
}
