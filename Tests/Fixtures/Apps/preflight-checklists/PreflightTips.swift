import SwiftUI
import TipKit

enum PreflightTips {
    static let checklistDeleted = Tips.Event(id: "checklistDeleted")
}

struct DeferStepTip: Tip {
    @Parameter static var runsCompleted: Int = 0

    var title: Text { Text("Waiting on something?") }
    var message: Text? { Text("Swipe right on a step to defer it. Deferred steps stay flagged until you finish the run.") }
    var image: Image? { Image(systemName: "clock.arrow.circlepath") }

    var rules: [Rule] {
        #Rule(Self.$runsCompleted) { $0 >= 1 }
    }
}

struct ICloudBackupTip: Tip {
    var title: Text { Text("Keep your checklists safe") }
    var message: Text? { Text("Turn on iCloud Backup in Settings so a deleted checklist isn't gone for good.") }

    var rules: [Rule] {
        #Rule(PreflightTips.checklistDeleted) { $0.donations.count >= 1 }
    }
}

struct DefaultAircraftTip: Tip {
    var title: Text { Text("Fly the same plane?") }
    var message: Text? { Text("Pick a default aircraft and new runs start with its checklists.") }

    var rules: [Rule] {
        #Rule(DeferStepTip.$runsCompleted) { $0 >= 2 }
    }
}
