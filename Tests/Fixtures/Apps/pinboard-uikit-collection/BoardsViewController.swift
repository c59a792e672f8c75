import TipKit
import UIKit

final class BoardsViewController: UICollectionViewController {
    private let boards = ["Kitchen", "Garden", "Lisbon trip"]
    private let newBoardTip = NewBoardTip()
    private let sortTip = SortBoardsTip()
    private var showsTipCell = false
    private var observations: [Task<Void, Never>] = []
    private lazy var sortButton = UIBarButtonItem(title: "Sort", primaryAction: UIAction { [weak self] _ in
        self?.sortBoards()
    })

    init() {
        super.init(collectionViewLayout: BoardsLayout.make())
    }

    required init?(coder: NSCoder) {
        fatalError("BoardsViewController is not used from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Boards"
        collectionView.register(TipUICollectionViewCell.self, forCellWithReuseIdentifier: "tip")
        collectionView.register(BoardCell.self, forCellWithReuseIdentifier: "board")
        navigationItem.leftBarButtonItem = sortButton
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.createBoard()
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The tip is a cell of its own section, there while TipKit says it should display.
        observations.append(Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in newBoardTip.shouldDisplayUpdates {
                showsTipCell = shouldDisplay
                collectionView.reloadData()
            }
        })
        observations.append(Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in sortTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(sortTip, sourceItem: sortButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observations.forEach { $0.cancel() }
        observations.removeAll()
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        2
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? (showsTipCell ? 1 : 0) : boards.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tip", for: indexPath) as! TipUICollectionViewCell
            cell.configureTip(newBoardTip)
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "board", for: indexPath) as! BoardCell
        cell.title = boards[indexPath.item]
        return cell
    }

    private func sortBoards() {
        sortTip.invalidate(reason: .actionPerformed)
    }

    private func createBoard() {
        newBoardTip.invalidate(reason: .actionPerformed)
        FirstPinTip.boardCreated = true
        navigationController?.pushViewController(BoardEditorViewController(), animated: true)
    }
}
