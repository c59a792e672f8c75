import SwiftUI
import TipKit

struct TrendsTip: Tip {
    @Parameter static var nightsLogged: Int = 0

    var title: Text { Text("See your sleep trends") }
    var message: Text? { Text("With three nights logged, Nightly charts how your bedtime drifts.") }
    var image: Image? { Image(systemName: "chart.xyaxis.line") }

    var rules: [Rule] {
        #Rule(Self.$nightsLogged) { $0 >= 3 }
    }
}

struct SmartAlarmTip: Tip {
    var title: Text { Text("Wake up gently") }
    var message: Text? { Text("The smart alarm rings during light sleep, a little before your alarm time.") }
    var image: Image? { Image(systemName: "alarm") }
}

struct WakeWindowTip: Tip {
    @Parameter static var smartAlarmOn: Bool = false

    var title: Text { Text("Pick your wake window") }
    var message: Text? { Text("Choose how early the smart alarm is allowed to ring.") }
    var image: Image? { Image(systemName: "clock.arrow.2.circlepath") }

    var rules: [Rule] {
        #Rule(Self.$smartAlarmOn) { $0 == true }
    }
}
