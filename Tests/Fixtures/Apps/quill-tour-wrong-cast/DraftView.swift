import SwiftUI
import TipKit

struct DraftView: View {
    @Environment(EditorModel.self) private var editor

    var body: some View {
        ScrollView {
            Text(editor.text)
                .font(.system(.body, design: .serif))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .navigationTitle("Draft")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button {
                    editor.toggleFormatBar()
                } label: {
                    Image(systemName: "textformat")
                }
                .popoverTip(editor.tour.currentTip as? FormatTip)

                Button {
                    editor.toggleOutline()
                } label: {
                    Image(systemName: "list.bullet.indent")
                }
                .popoverTip(editor.tour.currentTip as? OutlineTip)

                Spacer()

                Button {
                    editor.enterFocusMode()
                } label: {
                    Image(systemName: "eye")
                }
                .popoverTip(editor.tour.currentTip as? OutlineTip)
            }
        }
    }
}
