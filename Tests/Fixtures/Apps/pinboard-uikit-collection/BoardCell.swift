import UIKit

final class BoardCell: UICollectionViewCell {
    private let label = UILabel()

    var title: String? {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("BoardCell is not used from a storyboard")
    }
}

enum BoardsLayout {
    /// One full-width row for the tip, then boards two by two.
    static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let width: NSCollectionLayoutDimension = section == 0 ? .fractionalWidth(1) : .fractionalWidth(0.5)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .estimated(120)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
