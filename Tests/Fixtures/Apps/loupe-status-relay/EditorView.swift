import SwiftUI
import TipKit

struct EditorView: View {
    @State private var showCropper = false
    private let cropTip = CropTip()

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                TipView(cropTip) { action in
                    if action.id == "crop-now" {
                        cropTip.invalidate(reason: .actionPerformed)
                        showCropper = true
                    }
                }
                PhotoCanvas()
                FilterStrip()
            }
            .navigationTitle("Edit")
            .sheet(isPresented: $showCropper) {
                CropperSheet()
            }
            .task {
                // Step two of the tour opens when the crop tip is done with,
                // whichever way the user dismissed it.
                for await status in cropTip.statusUpdates {
                    switch status {
                    case .invalidated(.tipClosed), .invalidated(.actionPerformed):
                        FilterTip.isUnlocked = true
                    default:
                        break
                    }
                }
            }
        }
    }
}

struct PhotoCanvas: View {
    var body: some View {
        Rectangle()
            .fill(.gray.opacity(0.2))
            .frame(height: 280)
            .overlay(Image(systemName: "photo").font(.largeTitle))
    }
}

struct FilterStrip: View {
    var body: some View {
        HStack {
            Image(systemName: "camera.filters")
                .popoverTip(FilterTip())
            Text("Filters")
        }
    }
}

struct CropperSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Crop")
            Button("Done") { dismiss() }
        }
    }
}
