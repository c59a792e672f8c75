// Twin of Specs/example-landmarks-daily.tipspec: Apple's Landmarks pattern,
// three files, two screens joined by a NavigationLink, a daily frequency.
import SwiftUI
import TipKit

@main
struct LandmarksApp: App {
    var body: some Scene {
        WindowGroup {
            LandmarkList()
                .task {
                    try? Tips.configure([
                        .displayFrequency(.daily)
                    ])
                }
        }
    }
}

// tipcheck: check single-tip, reachable, no-deadlock
// tipcheck: scenario "The favorite tip waits for the next day" {
// tipcheck:   launch expect SearchTip
// tipcheck:   close SearchTip expect none
// tipcheck:   navigate LandmarkDetail expect none
// tipcheck:   tap "Back" expect none
// tipcheck:   navigate LandmarkDetail expect none
// tipcheck:   wait expect FavoriteLandmarkTip
// tipcheck: }
