/** Everyday words that look like cue words but are not typos of them. */
export const COMMON_WORDS = new Set(
  (
    'what when then than that this these those there their them they have here were will with from into ' +
    'your ours also just only some more most many much need needs make made take takes over after before ' +
    'about again still back give show tell does done each very well ready right left next last week plant ' +
    'line lines item items stuff thing what whats hows please pls thanks team both same such sure okay ' +
    'quanto quando quanta quais qual onde como para pela pelo mais menos muito cada todo toda todos todas ' +
    'esse essa este esta isso isto aqui agora ainda depois antes hoje tudo nada algo alguma algum mesmo ' +
    'fica ficou vamos preciso precisa precisamos dele dela nosso nossa sobre entre desde porque pode podem ' +
    'tarde noite semana fabrica linha itens item fazer feito pronto certo volta voltar chega chegar ' +
    'sexta segunda quarta quinta terca impact impacto plan plans down bill compra compras venda vendas ' +
    'fabrica fabricas dados data date dates custo preco valor ' +
    // One typo away from a cue or date word, yet words of their own: never "corrected".
    'stuck stack stick shock relay decay brake shaft shirt trace built valve cargo stats shore sport ' +
    'tower mills fills kills bills pressed pressure mixed extruded calendar parking expert explore ' +
    'stores worst customer customers stepped charge match shopping skipping mourning ' +
    'manha maior marca sexto quinto quarto fala falou falar atras baixa alta media acabado acabados ' +
    'acabada usando resume resumed carta concerto falta faltam faltando caiu produzir produz produzem ' +
    'custa custam custar'
  ).split(' '),
);
