import Formulate
