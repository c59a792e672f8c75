import SwiftUI
import TipKit
import Observation

@Observable
final class TourModel {
    var tour = TipGroup(.ordered) {
        StartRunTip()
        PickRouteTip()
        RunHistoryTip()
    }

    var isRunning = false
    var selectedRoute: String?
}
