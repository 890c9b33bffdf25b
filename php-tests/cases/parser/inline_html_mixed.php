<p>Before</p>
<?php echo 'middle'; ?>
<p>After</p>
<?php
echo 'end';
