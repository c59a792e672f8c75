import SwiftUI
import TipKit

protocol TourStep: Tip {
    static var show: Bool { get set }
}

struct BrushTip: Tip {
    var title: Text { Text("Pick a brush") }
    var message: Text? { Text("Pencil, ink or watercolor: each responds to pressure.") }
    var image: Image? { Image(systemName: "paintbrush.pointed") }
}

struct LayersTip: TourStep {
    @Parameter static var show: Bool = false

    var title: Text { Text("Work in layers") }
    var message: Text? { Text("Sketch on one layer, ink on another, erase without fear.") }
    var image: Image? { Image(systemName: "square.3.layers.3d") }

    var rules: [Rule] {
        #Rule(Self.$show) { $0 == true }
    }
}

struct ExportTip: TourStep {
    @Parameter static var show: Bool = false

    var title: Text { Text("Share your drawing") }
    var message: Text? { Text("Export a PNG or a time-lapse of every stroke.") }
    var image: Image? { Image(systemName: "square.and.arrow.up") }

    var rules: [Rule] {
        #Rule(Self.$show) { $0 == true }
    }
}
