import SwiftUI
import TipKit

struct AddBottleTip: Tip {
    var title: Text { Text("Add your first bottle") }
    var message: Text? { Text("Type in the label and pick a rack; Cellar suggests when to drink it.") }
    var image: Image? { Image(systemName: "plus.circle") }
}

struct TastingNoteTip: Tip {
    var title: Text { Text("Remember how it tasted") }
    var message: Text? { Text("Jot down a few words after you open a bottle. Your notes come back the next time you reach for it.") }
    var image: Image? { Image(systemName: "wineglass") }

    var actions: [Action] {
        Action(id: "addNote", title: "Add a Note")
        Action(id: "notNow", title: "Not Now")
    }
}

struct CellarMapTip: Tip {
    var title: Text { Text("Find it in the rack") }
    var message: Text? { Text("The cellar map shows where every bottle sits.") }
    var image: Image? { Image(systemName: "square.grid.3x3") }
}

/// Cellar's card look for inline tips: image, text and the tip's actions as buttons.
/// No close button: a card is finished by one of its actions.
struct CellarTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.image?
                .font(.title2)
                .foregroundStyle(.purple)
            VStack(alignment: .leading, spacing: 6) {
                configuration.title?
                    .font(.headline)
                configuration.message?
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack {
                    ForEach(configuration.actions) { action in
                        Button(action: action.handler) {
                            action.label()
                        }
                        .buttonStyle(.bordered)
                    }
                }
                .padding(.top, 4)
            }
        }
        .padding(.vertical, 8)
    }
}
