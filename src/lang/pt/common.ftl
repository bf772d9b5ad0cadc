### Palavras de todas as partes do jogo: os lados, as peças, as línguas.

side-white = Brancas
side-black = Pretas
side-white-adj = branca
side-black-adj = preta
stones = { $n ->
    [one] { $n } peça
   *[other] { $n } peças
}
yes = sim
no = não
lang-en = English
lang-de = Deutsch
lang-pt = Português
