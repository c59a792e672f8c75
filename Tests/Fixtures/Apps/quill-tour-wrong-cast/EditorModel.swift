import SwiftUI
import TipKit
import Observation

@Observable
final class EditorModel {
    var tour = TipGroup(.ordered) {
        FormatTip()
        OutlineTip()
        FocusModeTip()
    }

    var text = "Chapter one\n\nThe ferry left before dawn, and nobody on the pier waved."
    var showsFormatBar = false
    var showsOutline = false
    var isFocused = false

    func toggleFormatBar() {
        showsFormatBar.toggle()
        FormatTip().invalidate(reason: .actionPerformed)
    }

    func toggleOutline() {
        showsOutline.toggle()
        OutlineTip().invalidate(reason: .actionPerformed)
    }

    func enterFocusMode() {
        isFocused = true
        FocusModeTip().invalidate(reason: .actionPerformed)
    }
}
