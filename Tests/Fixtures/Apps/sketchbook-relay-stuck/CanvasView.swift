import SwiftUI
import TipKit

enum DrawingTool {
    case none, brush, eraser
}

struct CanvasView: View {
    @State private var tool: DrawingTool = .none
    @State private var showsLayers = false
    @State private var isExporting = false
    private let exportTip = ExportTip()

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(.white)
                .overlay(alignment: .topLeading) {
                    if showsLayers {
                        Text("Layer 1 · Layer 2").padding(8)
                    }
                }
                .border(.gray.opacity(0.3))
            ToolPalette(tool: $tool, showsLayers: $showsLayers)
        }
        .navigationTitle("Untitled sketch")
        .toolbar {
            Button {
                isExporting = true
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .popoverTip(exportTip)
        }
        .alert("Exported to Photos", isPresented: $isExporting) {
            Button("OK", role: .cancel) { }
        }
    }
}
