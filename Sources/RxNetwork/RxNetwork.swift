/// RxNetwork: the network layer (Moya's role) on URLSession.
public enum RxNetwork {}
