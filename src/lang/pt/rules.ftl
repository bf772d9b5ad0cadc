### As regras em palavras: `morris rules`, a janela das regras, as variantes e as opções de
### regras como as dizem o ecrã de nova partida e a linha do título. A notação (x-) e os
### nomes das variantes como valores (nine, lasker) não mudam.

rules-variant-nine = Moinho (Moinho de nove, Nine Men's Morris)
rules-variant-twelve = Moinho de doze (Twelve Men's Morris)
rules-variant-morabaraba = Morabaraba
rules-variant-lasker = Moinho de Lasker (Lasker Morris)
rules-variant-six = Moinho de seis (Six Men's Morris)
rules-variant-three = Moinho de três (Three Men's Morris)
rules-short-nine = Moinho
rules-short-twelve = Moinho de doze
rules-short-morabaraba = Morabaraba
rules-short-lasker = Moinho de Lasker
rules-short-six = Moinho de seis
rules-short-three = Moinho de três

rules-summary-nine = tabuleiro padrão, 9 peças, voo com 3 peças (predefinição)
rules-summary-twelve = diagonais, 12 peças, tabuleiro cheio é empate
rules-summary-morabaraba = diagonais, 12 peças, dois moinhos removem duas, sem refazer de imediato, tabuleiro cheio é empate, empate no final após 10 jogadas
rules-summary-lasker = 10 peças, pode-se mover em vez de colocar
rules-summary-six = o tabuleiro de dois quadrados, 6 peças, sem voo
rules-summary-three = a grelha 3x3, 3 peças, um moinho ganha, sem voo

rules-about-protection-unless-all = As peças em moinhos estão protegidas, exceto se todas as adversárias estiverem em moinhos
rules-about-protection-never = As peças em moinhos podem ser sempre removidas
rules-about-protection-always = As peças em moinhos nunca são removidas
rules-about-double-one = Dois moinhos de uma vez removem uma peça
rules-about-double-each = Cada moinho fechado remove uma peça
rules-about-blocked-lose = Quem não se puder mover perde
rules-about-blocked-pass = Quem não se puder mover passa

rules-opt-pieces = { $n ->
    [one] { $n } peça
   *[other] { $n } peças
}
rules-opt-diagonals-on = com diagonais
rules-opt-diagonals-off = sem diagonais
rules-opt-flying = voo com { $n } peças
rules-opt-no-flying = sem voo
rules-opt-protection-unless-all = moinhos protegidos (exceto todos)
rules-opt-protection-never = moinhos desprotegidos
rules-opt-protection-always = moinhos sempre protegidos
rules-opt-double-one = moinho duplo remove uma
rules-opt-double-each = moinho duplo remove duas
rules-opt-reform-on = refazer de imediato permitido
rules-opt-reform-off = sem refazer de imediato
rules-opt-optional-on = remoção opcional
rules-opt-optional-off = remoção obrigatória
rules-opt-blocked-lose = bloqueado perde
rules-opt-blocked-pass = bloqueado passa
rules-opt-endgame = { $n ->
    [one] empate no final após { $n } jogada
   *[other] empate no final após { $n } jogadas
}
rules-opt-endgame-off = sem empate no final
rules-opt-move-limit = { $n ->
    [one] limite de { $n } jogada
   *[other] limite de { $n } jogadas
}
rules-opt-move-limit-off = sem limite de jogadas
rules-opt-repetition-on = empate por repetição
rules-opt-repetition-off = sem empate por repetição
rules-opt-move-in-placement-on = mover durante a colocação
rules-opt-move-in-placement-off = sem mover durante a colocação
rules-opt-mill-wins-on = moinho ganha
rules-opt-mill-wins-off = moinho não ganha

rules-sum = { $variant }: { $parts }.
rules-sum-pieces = { $n ->
    [one] { $n } peça cada
   *[other] { $n } peças cada
}
rules-sum-mill-wins = um moinho ganha
rules-sum-mill-one = um moinho remove uma peça
rules-sum-mill-each = cada moinho remove uma peça
rules-sum-blocked-lose = bloqueado perde
rules-sum-blocked-pass = bloqueado passa

rules-heading = { $variant } (--variant { $name })
rules-board-standard = Tabuleiro: o padrão (24 pontos, 16 moinhos).
rules-board-diagonal = Tabuleiro: o padrão com diagonais (24 pontos, 20 moinhos).
rules-board-six = Tabuleiro: o do Moinho de seis (16 pontos, 8 moinhos).
rules-board-three = Tabuleiro: o do Moinho de três (9 pontos, 8 moinhos).
rules-pieces = { $n ->
    [one] Cada jogador tem { $n } peça. As Brancas começam.
   *[other] Cada jogador tem { $n } peças. As Brancas começam.
}
rules-placing-or-moving = Colocar: coloque uma peça em qualquer ponto vazio ou, enquanto ainda tiver peças na mão, mova antes uma peça do tabuleiro.
rules-placing = Colocar: enquanto tiver peças na mão, coloque uma em qualquer ponto vazio.
rules-moving = Mover: depois, desloque uma peça ao longo de uma linha para um ponto vizinho vazio.
rules-flying = Voar: sem peças na mão e com { $n } ou menos no tabuleiro, uma peça pode voar para qualquer ponto vazio.
rules-flying-off = Voar: não é permitido.
rules-mill-wins = Um moinho (três peças seguidas numa linha) ganha logo a partida.
rules-mill-one = Um moinho (três peças seguidas numa linha) remove uma peça adversária. Fechar dois moinhos de uma vez continua a remover só uma peça.
rules-mill-each = Um moinho (três peças seguidas numa linha) remove uma peça adversária. Fechar dois moinhos de uma vez remove duas peças.
rules-protection-unless-all = As peças em moinhos estão protegidas, a não ser que todas as peças adversárias estejam em moinhos.
rules-protection-never = As peças em moinhos podem ser removidas como quaisquer outras.
rules-protection-always = As peças em moinhos nunca são removidas; sem outra para remover, não se remove nenhuma.
rules-optional-removal = A remoção é opcional: x- recusa-a.
rules-no-reform = Um moinho que desfizer não pode ser refeito na sua jogada seguinte.
rules-too-few = Quem ficar com menos de 3 peças (no tabuleiro e na mão) perde.
rules-blocked-lose = Quem não se puder mover perde.
rules-blocked-pass = Quem não se puder mover passa; se ambos ficarem bloqueados um a seguir ao outro, é empate.
rules-full-board = Se o tabuleiro ficar cheio no fim da colocação, é empate.
rules-endgame-draw = { $n ->
    [one] Com ambos os jogadores reduzidos a 3 peças, { $n } jogada sem remoção dá empate.
   *[other] Com ambos os jogadores reduzidos a 3 peças, { $n } jogadas sem remoção dão empate.
}
rules-move-limit = { $n ->
    [one] { $n } jogada de movimento sem remoção dá empate.
   *[other] { $n } jogadas de movimento sem remoção dão empate.
}
rules-repetition = A mesma posição pela terceira vez é empate.
rules-agree = Os jogadores podem combinar um empate ou desistir a qualquer momento.

rules-setting-variant = A variante de partida
rules-setting-pieces = Peças por jogador (3 a 12; menos nos tabuleiros mais pequenos)
rules-setting-diagonals = Acrescentar as quatro diagonais ao tabuleiro padrão
rules-setting-no-flying = As peças nunca voam
rules-setting-fly-at = Voar com este número de peças ou menos no tabuleiro (3 ou 4)
rules-setting-mill-protection = Que peças em moinhos podem ser removidas
rules-setting-double-mill = O que se remove ao fechar dois moinhos de uma vez
rules-setting-no-reform = Um moinho desfeito não pode ser refeito na jogada seguinte de quem o desfez
rules-setting-optional-removal = Quem fecha um moinho pode recusar a remoção (x-)
rules-setting-blocked = O que acontece a quem não pode mover nenhuma peça
rules-setting-endgame-draw = Empate após N jogadas sem remoção quando ambos têm só 3 peças
rules-setting-move-limit = Empate após N jogadas de movimento sem remoção
rules-setting-repetition = A mesma posição pela terceira vez é empate
rules-setting-move-in-placement = Com peças na mão, pode-se mover uma peça em vez de colocar
rules-setting-mill-wins = Fechar um moinho ganha logo a partida
rules-setting-analysis = Começar com a análise ligada (a tecla v): valores exatos onde o jogo está resolvido

# Onde está o problema num registo: linha e coluna.
rules-record-at = linha { $line }, coluna { $column }
