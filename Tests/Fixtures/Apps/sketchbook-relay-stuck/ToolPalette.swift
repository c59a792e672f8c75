import SwiftUI
import TipKit

struct ToolPalette: View {
    @Binding var tool: DrawingTool
    @Binding var showsLayers: Bool
    private let brushTip = BrushTip()
    private let layersTip = LayersTip()

    var body: some View {
        HStack(spacing: 32) {
            Button {
                tool = .brush
                brushTip.invalidate(reason: .actionPerformed)
            } label: {
                Image(systemName: "paintbrush.pointed")
            }
            .popoverTip(brushTip)
            .tipViewStyle(NextStepStyle(next: LayersTip.self))

            Button {
                tool = .eraser
            } label: {
                Image(systemName: "eraser")
            }

            Button {
                showsLayers.toggle()
            } label: {
                Image(systemName: "square.3.layers.3d")
            }
            .popoverTip(layersTip)
            .tipViewStyle(NextStepStyle(next: ExportTip.self))
        }
        .font(.title2)
        .padding()
        .background(.bar)
    }
}
