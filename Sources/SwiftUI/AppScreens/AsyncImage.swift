import TapbenchCore

/// An image an app's screen loads from a URL: `AsyncImage(url: order.photo) { image in image } placeholder: { ProgressView() }`.
/// Nothing is fetched; the view shows what it shows while loading, and an image's picture names its URL.
public struct AsyncImage: View, PrimitiveView {
    let node: ViewNode

    public init(url: URL?, scale: CGFloat = 1) { node = .image(systemName: url?.absoluteString ?? "photo") }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) {
        node = evaluate(placeholder())
    }

    public init<Content: View>(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        node = evaluate(content(.empty))
    }
}

/// Where an `AsyncImage`'s load stands: `.empty` while it loads, which is where the bench's stays.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
}

/// An animation's context; animations do not run in a text picture.
public struct Transaction: Sendable {
    public init() {}
}
